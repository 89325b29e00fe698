# %% [markdown]
# # Start here: find your way through the course
#
# This course teaches how a winning hand of Chinese Official Mahjong (MCR, 国标麻将) is scored:
# which of the 81 fans (番种) it earns, which of them are *not* counted, and why. Every score in
# it is computed by the Python package `mjlib`, so every example can be changed and re-run.
#
# **What you'll do**
#
# - see what the course covers and in which order;
# - pick the way of using it that suits you: alone, in front of a class, or as a reference;
# - start JupyterLab on the notebooks;
# - list all 81 fans by family, straight from `mjlib`.
#
# **What you'll learn**
#
# - that the 81 fans fall into nine families (系列), one notebook each, and that twelve small
#   fans that many hands have, the everyday fans, get a lesson of their own first;
# - that a scoring checklist of seven steps takes any hand from its tiles to its total, and
#   that five counting principles (计番原则) decide which fans a hand keeps;
# - where to look something up.
#
# **What you'll need**
#
# - You know the tiles and how a hand is played: drawing, discarding, claiming chows (吃),
#   pungs (碰) and kongs (杠), and winning. You do not need to know how MCR scores.
# - Python 3.10 or newer. Nothing is downloaded while the notebooks run.

# %% [markdown] lang="zh" twin="f4b4b154"
# # 从这里开始：课程导览
#
# 本课程讲国标麻将（MCR）的和牌怎样计番：一手牌计81个番种中的哪些，哪些番种**不计**，为什么不计。课程中的每一个番数都由 Python 包 `mjlib` 算出，所以每个例子都可以改动后重新运行。
#
# **本课内容**
#
# - 了解课程讲什么、按什么顺序讲；
# - 选择适合自己的用法：自学、课堂讲授，或者当作参考资料查阅；
# - 在课程的笔记本上启动 JupyterLab；
# - 直接用 `mjlib` 按系列列出全部81个番种。
#
# **学习目标**
#
# - 81个番种分属九个系列，每个系列一课；另有十二个许多手牌都有的小番，即常见小番，先单独讲一课；
# - 七步算番法能把任何一手牌从牌张一直算到合计；五条计番原则决定一手牌保留哪些番种；
# - 遇到问题到哪里查。
#
# **准备**
#
# - 认识牌张，会打牌：摸牌、打牌、吃、碰、杠、和牌。不必懂国标麻将怎样计番。
# - Python 3.10 或更高版本。运行笔记本时不会下载任何东西。

# %% [markdown]
# ## What the course is
#
# An MCR hand is only worth something when it is scored: the player names every fan the hand
# earns and adds up their values (番). A hand needs at least 8 fans, flowers aside, to be
# allowed to win at all (八番起和). The hard part is not spotting fans; it is knowing which of
# them **may not be added together**. The rule book handles that with five principles:
#
# | principle | 中文 | in one line |
# |---|---|---|
# | no-repeat | 不重复 | a fan that is part of what a counted fan already says is not counted again |
# | no-split | 不拆移 | the tiles of a counted fan are not taken apart to make another |
# | non-identical | 不得相同 | a set already used for a fan does not make the same fan again |
# | high-versus-low | 就高不就低 | when the tiles group two ways, the grouping worth more counts |
# | count-once | 套算一次 | a set left over combines with the sets already used only once |
#
# The rule text lists, under each fan, the fans it does not count (不计), but names no
# principle there: which principle each removal falls under is the course's classification,
# one criterion per principle. Notebook 02 gives the scoring checklist, the seven steps every
# exercise asks you to walk, then takes the principles one by one. Notebook 02b scores the
# twelve everyday fans (常见小番). The family notebooks (03–11) then go through every fan, and
# for each one show what it removes and why.

# %% [markdown] lang="zh" twin="fb5c3ad9"
# ## 课程讲什么
#
# 国标麻将和牌后要计番：和牌者报出这手牌的每一个番种，把番数加起来。不算花牌，一手牌至少要有8番才能和牌（八番起和）。难处不在看出番种，而在知道哪些番种**不能相加**。规则用五条原则解决这个问题：
#
# | 原则 | 一句话 |
# |---|---|
# | 不重复 | 已计番种本身已经包含的番种，不再重复计 |
# | 不拆移 | 已计番种的牌不能拆开，再去组成别的番种 |
# | 不得相同 | 已用来组成某个番种的牌组，不能再组成相同的番种 |
# | 就高不就低 | 牌有两种分组方式时，计番数高的那一种 |
# | 套算一次 | 剩下的一副牌，同已用过的牌组只能套算一次 |
#
# 规则原文在每个番种下面列出它不计的番种，却不在那里指明依据哪条原则：每一项不计归入哪条原则，是本课程的分类，每条原则一条判据。第02课先讲七步算番法，即每道练习都要你走一遍的七个步骤，再逐条讲这五条原则。第02b课讲十二个常见小番。然后各系列的课（03–11）讲遍每一个番种，逐一说明它不计哪些番种、为什么。

# %% [markdown]
# ## How to use it
#
# **On your own.** Go in order: 01 (reading hands), 02 (the checklist and the principles),
# 02b (the everyday fans), then the families. Run each notebook top to bottom (Run → Run All
# Cells), change the hands, run the cell again. Every lesson ends with "On your own": a few
# hands to score yourself on an exercise widget, each with a question of its own. The answer
# form is the same for every exercise of a lesson: every fan, the everyday fans first, then
# each family, the families taught so far open. Tick the fans you think count (with how many
# times, for a fan that can count more than once) and press **Check**: it heads each mistake
# with its step of the checklist, says how many fans you missed at each step (**Hint** puts
# that step's question to the hand) and why a wrong tick does not count. After a second wrong
# try, or when you press **Show answer**, it names each missed fan with the reason it counts
# there, and draws the scored hand. 02b
# and each family then end with a drill of dealt hands (the winning-method family's is at the
# end of 10c).
#
# **In a classroom.** Each notebook is one lesson and stands on its own. The section "For
# teachers" below says which notebook fits which lesson, how long each takes, and how to show
# the course without code on a projector.
#
# **Looking something up.** The table at the end of this notebook lists every fan with its
# family; the family tells you which notebook explains it. Notebook 12 (sandbox) scores any hand
# you type, with both rule presets side by side.

# %% [markdown] lang="zh" twin="573504b7"
# ## 怎样使用
#
# **自学。** 按顺序学：01（读牌）、02（七步算番法和计番原则）、02b（常见小番），然后是各个系列。每课从头到尾运行一遍（Run → Run All Cells），改动手牌，再运行那一格。每课最后都有“练习”一节：几手牌留给你自己计番，在练习组件上作答，每题各有一个问题。同一课所有练习的答题表都一样：列出全部番种，常见小番在前，后面按系列排列，已经学过的系列展开显示。勾选你认为应计的番种（能计多次的番种还要写明几次），然后按 **核对**：核对结果在每处错误前标出它属于七步算番法的哪一步，说明每一步漏计了几个番种（按 **提示** 可以看到这一步该问这手牌的问题），以及勾错的番种为什么不计。第二次答错后，或者按下 **看答案** 时，会说出漏计的每个番种以及这手牌为什么计它，并画出这手牌的算番图。02b 和每个系列最后还有一组随堂练习（和牌方式系列的在10c末尾）。
#
# **课堂讲授。** 每个笔记本就是一节课，各自独立。下面“教师指南”一节说明哪一课适合哪一节课、各需多少时间，以及怎样不显示代码、用投影仪展示课程。
#
# **查阅。** 本课末尾的表格列出每个番种和它所属的系列；知道了系列，就知道哪一课讲它。第12课（沙盒）可以给你输入的任何一手牌计番，两种计法并排显示。

# %% [markdown]
# ## The notebooks
#
# One notebook is one lesson. The times are for a class that reads the figures together and
# does the "On your own" exercises; alone you will often be faster.
#
# <!-- the course table: mjlib/course/course.json -->

# %% [markdown] lang="zh" twin="b0830b08"
# ## 各课一览
#
# 每个笔记本是一课。所列时间按一个班级一起看图、一起做“练习”估算；自学往往更快。
#
# <!-- the course table: mjlib/course/course.json -->

# %% [markdown]
# ## For teachers: run a session
#
# **Plan the lessons.** Take the notebooks in order, one per lesson (the times are in the table
# above). 01, 02 and 02b come first, whatever the class already knows: every later notebook
# uses the notation of 01, the checklist and the five principles of 02, and the everyday fans
# of 02b, which every later exercise asks about. After that the families (03–11) can go in any
# order. The chows and the pungs and kongs are two lessons each (04a then 04b, 05a then 05b):
# they carry most of the principles. The winning-method family is three short lessons (10a,
# 10b, 10c); 10a and 10b fit in one sitting. 06 and 08 are short and pair well in one lesson. Keep 12
# (sandbox) for the end of a lesson or for questions from the room.
#
# **In the lesson.** Show a figure, let the class call out the fans, then open the folded
# printed score below it. The figures use large tiles and labels, so they read from the back of a room. The
# "Try it" section of each family notebook has a hand builder: take suggestions from the room
# and click them in.
#
# **The same hands for everyone.** The drill deals hands from a seed, so every student who runs
#
# ```python
# from mjlib.widgets import Drill
# Drill(family="chows", seed=42)
# ```
#
# gets the same ten hands in the same order: the class can work through them together and
# compare answers hand by hand. Change the seed for a new set; the family is one of
# `mjlib.FAMILIES` (`honors`, `chows`, `pungs`, `pairs`, `suits`, `outside`, `knitted`,
# `winning`, `special`), or `"everyday"` for hands dealt for the everyday fans of 02b
# (`Drill("everyday", seed=22)`).
#
# **On a projector, without code.** From the top folder of the project,
#
# ```sh
# make book   # once: the course as a site, with the Python runtime its pages use
# make app
# ```
#
# starts the classroom app and prints two addresses: the teacher's page (its one-time token
# logs the teacher in) and the students' page. The teacher's page shows a drill's hand on one
# row, big enough for the back row: the class predicts, then the teacher reveals the checklist
# step by step (→ or space, a presentation clicker's PageDown) and moves on (N). The class's
# results stay hidden until the teacher shows them: who answered, who got it first time, the
# fans missed most, one row per student by nickname, and a CSV to keep. Each class has a name
# (`?class=...`), so next week's class is kept apart.
#
# **Students on the same network.** The app listens only on the teacher's own machine unless
# the teacher says otherwise:
#
# ```sh
# make app APP_ARGS="--host 0.0.0.0"
# ```
#
# prints the students' address for each network of the teacher's machine, and the teacher's
# page shows it as a QR code. Students open it on a phone or a laptop: their own browser runs
# mjlib and grades their answers, and the app only keeps the class's answers, so a class of
# thirty costs the teacher's machine a few megabytes and a page never dies. Anyone on that
# network can reach the students' page while the app runs: do this on a network you trust,
# and stop the app (Ctrl+C in its terminal) when the lesson ends. If phones cannot reach it,
# the machine's firewall must let the port in, and some school and guest Wi-Fi networks keep
# devices apart (the README says more).
#
# **Without Python on the students' side.** `make book` writes the whole course as a static
# site into `site/`: its exercises, drills, hand builder and fan picker run in the reader's
# browser, offline after one visit. Serve it with `make serve-book`, or copy the folder to any
# web server as it is (a page opened as a file cannot run the scorer, and says so).

# %% [markdown] lang="zh" twin="bce41a31"
# ## 教师指南：怎样上课
#
# **安排课时。** 按顺序讲，每个笔记本一节课（时间见上表）。不论学生已经懂多少，01、02、02b 都要先讲：后面每一课都用到01的记法、02的七步算番法和五条原则，以及02b的常见小番，后面的每道练习都会问到它们。此后各系列（03–11）的顺序不限。序数牌系列和刻系列各分两课（先04a后04b，先05a后05b）：大部分原则都体现在这两个系列里。和牌方式系列分三节短课（10a、10b、10c）；10a和10b可以一次讲完。06和08都短，适合合成一节课。第12课（沙盒）留到一节课的末尾，或者用来回答课堂上的提问。
#
# **课上。** 展示一张图，让学生说出有哪些番种，再打开图下折叠着的计番文字。图中的牌和标注都很大，教室后排也看得清。每个系列一课的“试一试”一节都有摆牌器：听取学生的建议，把牌点进去。
#
# **人人同样的手牌。** 随堂练习按种子（seed）发牌，所以每个运行
#
# ```python
# from mjlib.widgets import Drill
# Drill(family="chows", seed=42)
# ```
#
# 的学生都会按同样的顺序拿到同样的十手牌：全班可以一起做，一手一手地对答案。换一个种子就是一套新牌；系列取 `mjlib.FAMILIES` 中的一个（`honors`、`chows`、`pungs`、`pairs`、`suits`、`outside`、`knitted`、`winning`、`special`），或者取 `"everyday"`，发第02b课常见小番的牌（`Drill("everyday", seed=22)`）。
#
# **投影时不显示代码。** 在项目的顶层目录运行
#
# ```sh
# make book   # 先做一次：生成课程网页，以及网页所用的 Python 运行环境
# make app
# ```
#
# 就会启动课堂应用，并打印两个网址：老师的页面（网址里的令牌只能用一次，用来登录）和学生的页面。老师的页面把随堂练习的一手牌排成一行，后排也看得清：全班先猜，老师再按核对步骤一步一步揭晓（按 → 或空格，翻页笔按 PageDown），然后换下一手（按 N）。全班结果在老师打开之前一直隐藏：多少人作答、多少人一次答对、漏计最多的番种、按昵称每人一行，还可以导出 CSV 保存。每个课堂有名字（`?class=...`），下周的课堂与本周分开。
#
# **学生在同一网络上。** 除非老师另作设置，应用只在老师自己的电脑上监听。运行
#
# ```sh
# make app APP_ARGS="--host 0.0.0.0"
# ```
#
# 会为老师电脑所在的每个网络打印学生网址，老师页面上也有这个网址的二维码。学生用手机或电脑打开：算番和判分在学生自己的浏览器里进行，应用只保存全班的作答，所以三十人的课堂只占老师电脑几兆内存，页面也不会失灵。应用运行期间，这个网络上的任何人都能打开学生页面：只在你信任的网络上这样做，下课后停止应用（在它的终端里按 Ctrl+C）。手机打不开时，要让电脑的防火墙放行这个端口；有些学校和访客 Wi-Fi 会把设备彼此隔开（详见 README）。
#
# **学生那边没有 Python。** `make book` 把整个课程写成一个静态网站，放在 `site/` 目录中：练习、随堂练习、摆牌器和番种查找器都在读者的浏览器里运行，打开过一次之后离线也能用。用 `make serve-book` 提供网页，或者把这个目录原样复制到任何网站服务器上（以文件方式打开的网页无法运行算番程序，页面上会说明）。

# %% [markdown]
# ## Run the notebooks
#
# From the top folder of the project, one command creates a virtual environment the first time,
# installs `mjlib` into it, and opens JupyterLab on the notebooks:
#
# ```sh
# make lab
# ```
#
# It works for a normal user and as root (containers often run as root). Options for JupyterLab
# go in `LAB_ARGS`, e.g. `make lab LAB_ARGS="--no-browser --port=9999"`; JupyterLab prints the
# address to open.
#
# `make test` runs the tests of `mjlib`. The notebooks are tested by running them again and
# comparing every cell that prints a score with its stored output, so what you read is what
# the code computes. Each notebook runs top to bottom in a fresh kernel in a few seconds.

# %% [markdown] lang="zh" twin="a59b5492"
# ## 运行笔记本
#
# 在项目的顶层目录，一条命令就够了：第一次运行时它会创建虚拟环境，把 `mjlib` 装进去，然后在笔记本上打开 JupyterLab：
#
# ```sh
# make lab
# ```
#
# 普通用户和 root 都能运行（容器常以 root 身份运行）。JupyterLab 的选项放在 `LAB_ARGS` 里，例如 `make lab LAB_ARGS="--no-browser --port=9999"`；JupyterLab 会打印出要打开的地址。
#
# `make test` 运行 `mjlib` 的测试。测试会重新运行每个笔记本，把每个打印计番结果的单元格与保存的输出比较，所以你读到的都是代码算出来的。每个笔记本在新的内核中从头到尾运行只需几秒钟。

# %% [markdown]
# ## The 81 fans by family
#
# `mjlib.FANS` holds the 81 fans in the rule book's order, highest value first. Each carries its
# Chinese name, English name, value and family. The cell below lists them by family, in the
# order of the notebooks: for each fan the lesson that teaches it first (mjlib/course/course.json), its
# points, and its Chinese and English names. It ends with the twelve everyday fans that 02b takes
# first, whatever their family.

# %% [markdown] lang="zh" twin="edcc83af"
# ## 按系列列出81个番种
#
# `mjlib.FANS` 按规则原文的顺序收录81个番种，番数高的在前。每个番种都带有中文名、英文名、番数和所属系列。下面一格按系列列出它们，系列按课程的顺序排列：每个番种先列出最先讲它的那一课（见 mjlib/course/course.json），再列番数和名称。最后列出02b先讲的十二个常见小番，不论它们属于哪个系列。

# %% tags=["setup"]
import mjlib
from mjlib import FAMILIES  # family id -> its names, (English, Chinese)
from mjlib.course import first_taught  # the lesson that teaches a fan first
from mjlib.practice import EVERYDAY  # the everyday fans, in the order of lesson 02b
from mjlib.vocabulary import pick  # English, or Chinese in the Chinese edition

# %%
# NBVAL_CHECK_OUTPUT
for family, (en, zh) in FAMILIES.items():
    fans = [f for f in mjlib.FANS if f.family == family]
    print(pick(f"{zh} {en}, {len(fans)} fans", f"{zh}，{len(fans)}个番种"))
    for f in fans:  # the lesson that teaches it first, its points, its names
        print(f"  {first_taught(f).stem[:3].rstrip('-'):<3}  {f.points:>2}  {f.name}")
print(pick(f"\n{len(mjlib.FANS)} fans in all", f"\n共{len(mjlib.FANS)}个番种"))
print(pick(f"\n02b the everyday fans 常见小番, {len(EVERYDAY)} of them, from several families:",
           f"\n02b 常见小番，共{len(EVERYDAY)}个，分属几个系列："))
print("    " + " · ".join(f"{f.zh}\u00a0{f.points}" for f in EVERYDAY))

# %% [markdown]
# Two values need a word. 花牌 Flower Tiles is 1 fan *per flower*, and flowers never count
# toward the 8-fan minimum. And one fan outside the 81, 明暗杠 (a melded kong plus a
# concealed kong, 5), appears only under the common-practice preset; notebook 02 introduces the
# two presets and the six places where they differ.

# %% [markdown] lang="zh" twin="481f7519"
# 有两处番数要说明一下。花牌**每张**计1番，且不计在起和番内。另外，有一个番种不在81个番种之内：明暗杠（一副明杠加一副暗杠，5番），只在通行计法（`common-practice`）下出现；第02课介绍两种计法及其六处区别。

# %% [markdown]
# ## Where to go next
#
# Start with `01-read-tiles-and-hands.ipynb`: it shows how `mjlib` writes a hand, and how to read
# what it prints. Then `02-apply-the-counting-principles.ipynb` and
# `02b-score-the-everyday-fans.ipynb`.

# %% [markdown] lang="zh" twin="a7528ef5"
# ## 下一步
#
# 从 `01-read-tiles-and-hands.ipynb` 开始：它讲 `mjlib` 怎样写一手牌，以及怎样读它打印出来的结果。然后是 `02-apply-the-counting-principles.ipynb` 和 `02b-score-the-everyday-fans.ipynb`。
