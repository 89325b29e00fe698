"""Build the notebooks from their sources and execute them, so they are committed with outputs.

    python -m scripts.build_notebooks            # every notebooks/src/*.py -> notebooks/*.ipynb
    python -m scripts.build_notebooks 03 05      # only the notebooks whose names start so

The lessons are those of the course table (mjlib/course/course.json); the README's copy of that table
is written anew too. A lesson marked bilingual there is also built in Chinese, into notebooks/zh/
(see scripts/course_build.py: the editions); every source is read and checked before any
notebook runs.

A source is read with jupytext (percent format; the cell kinds are tags in each cell's header,
see scripts/course_build.py), executed with nbclient in a fresh kernel, and saved reproducibly:
consecutive prints of a stream merged (nbconvert's CoalesceStreamsPreprocessor), stable cell
ids, no execution timestamps, no saved widget state (a widget's place says how to get it back:
run the cell), PNGs reduced to a palette. Cells that print a score start with the line
``# NBVAL_CHECK_OUTPUT`` so that the tests compare their output.
"""

from __future__ import annotations

import base64
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbconvert.preprocessors import CoalesceStreamsPreprocessor

from scripts import course_build as cb


def tidy(nb, stem: str) -> None:
    """Stable ids, small pictures, no widget state, no timings: rebuilding changes nothing."""
    nb.metadata.pop("widgets", None)
    CoalesceStreamsPreprocessor().preprocess(nb, {})  # one stream however the kernel chunked it
    for i, cell in enumerate(nb.cells):
        cell.id = f"{stem[:3].rstrip('-')}-{i:03d}"
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        outputs = []
        for output in cell.outputs:
            data = output.get("data", {})
            if cb.WIDGET_VIEW in data:
                output = cb.widget_note(output)
            elif "image/png" in data:
                png = cb.shrink_png(base64.b64decode(data["image/png"]))
                data["image/png"] = base64.b64encode(png).decode("ascii")
            outputs.append(output)
        cell.outputs = outputs
        if any(cb.is_digested_figure(o) for o in outputs):  # nbval compares the figure's digest
            tags = cell.metadata.setdefault("tags", [])
            if cb.CHECK_FIGURE_TAG not in tags:
                tags.append(cb.CHECK_FIGURE_TAG)


def execute(nb, folder: Path) -> None:
    NotebookClient(nb, timeout=120, kernel_name="python3", record_timing=False,
                   resources={"metadata": {"path": str(folder)}}).execute()
    nb.metadata["language_info"] = {"name": "python"}


def prepared(src: Path, lesson: cb.Lesson) -> list[tuple[Path, nbformat.NotebookNode]]:
    """The notebooks a source makes, not yet executed: its English edition and, for a bilingual
    lesson, its Chinese one (each with the path it is written to). A source that cannot be built
    stops the build here, before any notebook runs."""
    source = cb.read_source_file(src)
    cb.check_headings(source)
    cb.check_editions(source, lesson.bilingual)
    return [(cb.EDITION_FOLDERS[lang] / f"{src.stem}.ipynb", cb.notebook(source, lang))
            for lang in cb.editions(lesson)]


def build(out: Path, nb) -> None:
    out.parent.mkdir(exist_ok=True)
    execute(nb, out.parent)
    tidy(nb, out.stem)
    nbformat.write(nb, out)


def write_readme_table() -> None:
    text = cb.README.read_text(encoding="utf-8")
    new = cb.readme_with_course_table(text)
    if new != text:
        cb.README.write_text(new, encoding="utf-8")
        print(f"{cb.README.name}: the course table written anew")


def main(prefixes: list[str]) -> int:
    try:
        sources = cb.lesson_files(cb.SRC, ".py")
        if prefixes:
            sources = [s for s in sources if any(s.name.startswith(p) for p in prefixes)]
        by_stem = {lesson.stem: lesson for lesson in cb.LESSONS}
        todo = [built for src in sources for built in prepared(src, by_stem[src.stem])]
        write_readme_table()
        for out, nb in todo:
            t = time.perf_counter()
            build(out, nb)
            print(f"{out.relative_to(cb.ROOT)}  {time.perf_counter() - t:.1f} s")
    except cb.BuildError as e:
        print(f"build_notebooks: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
