"""The classroom's own words, in English and Chinese (mjlib's words, the fans, the checklist,
the feedback, come from mjlib in the page's language)."""

from __future__ import annotations

from typing import Any

from mjlib.vocabulary import Both

WORDS: dict[str, Both] = {
    "title": Both("Mahjong class: the drill", "国标麻将课堂：随堂练习"),
    "teacher_title": Both("Mahjong class: the teacher's page", "国标麻将课堂：教师页"),
    "nickname": Both("Your nickname", "你的昵称"),
    "nickname_hint": Both("so the teacher sees your answers", "老师据此看到你的作答"),
    "lesson": Both("Read the lesson", "阅读本课"),
    "follow": Both("Follow the teacher", "跟随老师"),
    "offline": Both("No connection: your answers are kept and will be sent.",
                    "连接中断：你的作答已保存，恢复连接后会发送。"),
    "sent": Both("Answers sent to the teacher: {n}", "已发送给老师的作答：{n}"),
    "refused": Both("The server refused an answer: {reason}", "服务器拒收了一份作答：{reason}"),
    "no_class": Both("The teacher has not opened the class {name} yet: this page waits for it.",
                     "老师还没有开启课堂 {name}：本页正在等待。"),
    "class": Both("Class", "课堂"),
    "open_class": Both("Open", "开启"),
    "students_open": Both("Students open", "学生打开"),
    "choose_drill": Both("The drill", "练习"),
    "lesson_drill": Both("A lesson's drill", "某课的随堂练习"),
    "level": Both("Level", "级别"),
    "level_1": Both("1: the family's fans", "1：本系列番种"),
    "level_2": Both("2: every fan", "2：全部番种"),
    "level_3": Both("3: every fan and the total", "3：番种与合计"),
    "start": Both("Start this drill", "开始这组练习"),
    "typed": Both("A hand you type", "输入一手牌"),
    "example": Both("A worked example of the lesson", "本课的例题"),
    "self_drawn": Both("self-drawn", "自摸"),
    "drill_it": Both("Drill this hand", "练这一手"),
    "predict": Both("Predict: which fans count? Then reveal the checklist step by step.",
                    "先猜：计哪些番种？再一步步揭晓核对步骤。"),
    "reveal": Both("Reveal ▸", "揭晓 ▸"),
    "reveal_all": Both("Reveal all", "全部揭晓"),
    "hide": Both("Hide", "收起"),
    "previous": Both("◂ Previous hand", "◂ 上一手"),
    "next": Both("Next hand ▸", "下一手 ▸"),
    "keys": Both("Keys: → or space reveal · N next hand · PageDown/PageUp (a clicker) forward "
                 "and back", "按键：→ 或空格 揭晓 · N 下一手 · PageDown/PageUp（翻页笔）前进、后退"),
    "results": Both("The class's results", "全班结果"),
    "show_results": Both("Show the class's results", "显示全班结果"),
    "hide_results": Both("Hide the class's results", "隐藏全班结果"),
    "results_hidden": Both("Hidden until you reveal the hand.", "揭晓本手之前隐藏。"),
    "answered": Both("{answered} answered · {right} right at the first try · {revealed} "
                     "looked at the answer", "{answered} 人作答 · {right} 人一次答对 · "
                     "{revealed} 人看了答案"),
    "most_missed": Both("Most missed on this hand", "本手漏选最多"),
    "most_wrong": Both("Most ticked wrongly", "误选最多"),
    "none_yet": Both("No answer to this hand yet.", "本手还没有人作答。"),
    "students": Both("Students", "学生"),
    "nickname_col": Both("Nickname", "昵称"),
    "hand_n": Both("Hand {n}", "第{n}手"),
    "right": Both("right", "对"),
    "wrong": Both("wrong", "错"),
    "revealed": Both("looked at the answer", "看了答案"),
    "then_right": Both("then right", "后来答对"),
    "export": Both("Export the answers (CSV)", "导出作答（CSV）"),
    "reset": Both("Reset this class's answers", "清除本课堂的作答"),
    "reset_sure": Both("Forget every answer of the class {name}?", "确定清除课堂 {name} 的全部作答？"),
    "no_drill": Both("Choose the class's drill below.", "请在下面选择本课堂的练习。"),
    "key": Both("The teacher's key", "教师密钥"),
    "sign_in": Both("Sign in", "登录"),
    "wrong_key": Both("That is not the teacher's key.", "密钥不对。"),
    "used": Both("That address was used already: type the key (printed when the app started, "
                 "and kept in the results folder's teacher.key).",
                 "该网址已用过：请输入密钥（应用启动时已打印，也保存在结果文件夹的 teacher.key 中）。"),
    "qr": Both("QR code of the students' address", "学生网址的二维码"),
    "other_language": Both("中文", "English"),
}


def say(key: str, lang: str = "en", **fields: Any) -> str:
    """One of the classroom's words in ``lang`` (en or zh), its fields filled in."""
    words = WORDS[key]
    text = words.zh if lang == "zh" else words.en
    return text.format(**fields) if fields else text


def table(lang: str) -> dict[str, str]:
    """Every word in ``lang``, for a page's script."""
    return {k: (w.zh if lang == "zh" else w.en) for k, w in WORDS.items()}


# Why the server refused a request, as the page shows it (its fields filled in by :func:`reason`)
REASONS: dict[str, Both] = {
    "whole": Both("{what} is a whole number from {low} to {high}, not {value}",
                  "{what}须是 {low} 到 {high} 之间的整数，不能是 {value}"),
    "level": Both("the level", "级别"),
    "seed": Both("the seed", "种子"),
    "index": Both("the hand's index", "手牌序号"),
    "count": Both("the count of {fan}", "{fan}的次数"),
    "total": Both("the total", "合计"),
    "drill_object": Both("the drill is a JSON object", "练习须是一个 JSON 对象"),
    "lesson": Both("the lesson is a lesson's name (its file stem), or empty",
                   "课须是某一课的名字（文件名，不带后缀），或留空"),
    "hand_text": Both("a hand and its context are short texts", "手牌及其和牌情况须是短文本"),
    "family": Both("the family is one of {families}", "系列须是其中之一：{families}"),
    "answer_object": Both("an answer is a JSON object", "作答须是一个 JSON 对象"),
    "request_object": Both("the request is a JSON object", "请求须是一个 JSON 对象"),
    "student": Both("student is the page's id: 8 to 40 letters, digits, - or _",
                    "student 是本页的编号：8 到 40 个字母、数字、- 或 _"),
    "nickname": Both("a nickname is at most {n} printable characters",
                     "昵称最多 {n} 个可显示的字符"),
    "other_hand": Both("hand {n} of this drill is {hand}, not {given}",
                       "这组练习的第{n}手是 {hand}，不是 {given}"),
    "revealed": Both("revealed is true or false", "revealed 须是 true 或 false"),
    "fans_object": Both("fans is a JSON object of mjlib's fan names (Chinese) and counts",
                        "fans 须是一个 JSON 对象：mjlib 的番种名（中文）及其次数"),
    "not_a_fan": Both("{name} is not one of mjlib's fan names", "{name} 不是 mjlib 的番种名"),
    "body_size": Both("a request is at most {n} bytes", "一个请求最多 {n} 字节"),
    "content_type": Both("the request's body is JSON (Content-Type: application/json)",
                         "请求的正文须是 JSON（Content-Type: application/json）"),
    "not_json": Both("the request's body is not JSON", "请求的正文不是 JSON"),
    "class_name": Both("a class's name is 1 to 40 letters, digits, spaces, - _ or .",
                       "课堂名须是 1 到 40 个字母、数字、空格、- _ 或 ."),
    "no_class_yet": Both("there is no class {name} yet: the teacher opens it",
                         "还没有课堂 {name}：由老师开启"),
    "no_class": Both("there is no class {name}", "没有课堂 {name}"),
    "choose_drill": Both("there is no class {name}: choose its drill",
                         "没有课堂 {name}：请选择它的练习"),
    "other_drill": Both("this answer is to a drill the class is not on",
                        "这份作答所答的练习不是本课堂现在的练习"),
    "pages": Both("this address has answered for {n} pages", "这个地址已经替 {n} 个页面作答"),
    "tries": Both("at most {n} tries of one hand are kept", "每手牌最多保存 {n} 次作答"),
    "too_many": Both("too many requests from this address: wait a moment",
                     "这个地址的请求太多：请稍等片刻"),
    "key_needed": Both("the teacher's key is needed", "需要教师密钥"),
    "no_page": Both("no such page", "没有这个网页"),
    "failed": Both("the server could not answer this request", "服务器未能处理这个请求"),
    "refused": Both("the server refused this request ({status})", "服务器拒绝了这个请求（{status}）"),
}


def reason(key: str, **fields: Any) -> Both:
    """Why a request was refused, in both languages; a field that is itself a :class:`Both`
    is filled in in each language."""
    words = REASONS[key]

    def fill(lang: str) -> str:
        return getattr(words, lang).format(
            **{k: getattr(v, lang) if isinstance(v, Both) else v for k, v in fields.items()})

    return Both(fill("en"), fill("zh"))
