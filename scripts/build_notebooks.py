"""Build the notebooks from their sources and execute them, so they are committed with outputs.

    python scripts/build_notebooks.py            # every notebooks/src/*.py -> notebooks/*.ipynb
    python scripts/build_notebooks.py 03 05      # only the notebooks whose names start so

A source is a Python file in the percent format: ``# %% [markdown]`` starts a text cell (each line
written as a comment), ``# %%`` starts a code cell. A word after ``# %%`` says what the cell is:

- ``# %% setup``: imports and the like; its source is folded (tag ``setup``).
- ``# %% hide``: code whose source stays folded until the reader opens it.
- ``# %% fold``: a printed form of a result already drawn above, and the assertions that keep
  the text about that result true; source and output are folded (tag ``fold``) and, starting
  with ``# NBVAL_CHECK_OUTPUT``, the output is still compared by the tests.
- ``# %% check``: an assertion that keeps a sentence of the text true (tag ``check``); folded,
  and it must print nothing.
- ``# %% exercise``: an exercise or drill widget (tag ``exercise``); its saved output holds the
  question only.
- ``# %% further-reading``: replaced by the course's shared "Further reading" text
  (notebooks/src/further-reading.md) followed by the cell's own lines, if any.

Cells that print a score start with the line ``# NBVAL_CHECK_OUTPUT`` so that the tests compare
their output. The saved notebooks are reproducible: stable cell ids, no execution timestamps, no
saved widget state (a widget's place says how to get it back: run the cell), PNGs re-encoded.
"""

from __future__ import annotations

import base64
import io
import re
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "notebooks" / "src"
OUT = ROOT / "notebooks"
MARKER = re.compile(r"^# %%(?P<rest>.*)$")
FURTHER = SRC / "further-reading.md"
WIDGET = "application/vnd.jupyter.widget-view+json"
KINDS = {"", "setup", "hide", "fold", "check", "exercise", "further-reading"}


def _markdown(body: str):
    md = "\n".join(l[2:] if l.startswith("# ") else l.lstrip("#") for l in body.split("\n"))
    return nbformat.v4.new_markdown_cell(md)


def cells_of(text: str, name: str = "") -> list:
    cells, kind, lines = [], None, []

    def flush():
        if kind is None:
            return
        body = "\n".join(lines).strip("\n")
        if kind == "further-reading":
            shared = FURTHER.read_text(encoding="utf-8").strip("\n")
            own = "\n".join(l[2:] if l.startswith("# ") else l.lstrip("#")
                            for l in body.split("\n")) if body else ""
            cells.append(nbformat.v4.new_markdown_cell(shared + ("\n" + own if own else "")))
            return
        if not body:
            return
        if kind == "markdown":
            cells.append(_markdown(body))
            return
        cell = nbformat.v4.new_code_cell(body)
        if kind in ("setup", "hide", "check"):
            cell.metadata["jupyter"] = {"source_hidden": True}
            cell.metadata["tags"] = ["hide-input"] + ([kind] if kind != "hide" else [])
        elif kind == "fold":
            cell.metadata["jupyter"] = {"source_hidden": True, "outputs_hidden": True}
            cell.metadata["tags"] = ["fold", "hide-output"]
        elif kind == "exercise":
            cell.metadata["tags"] = ["exercise"]
        cells.append(cell)

    for number, line in enumerate(text.split("\n"), 1):
        m = MARKER.match(line)
        if m:
            flush()
            rest = m.group("rest").strip()
            if rest.startswith("[markdown]"):
                kind = "markdown"
            elif rest in KINDS:
                kind = rest or "code"
            else:
                raise SystemExit(f"{name}:{number}: unknown cell marker {line!r}: use one of "
                                 f"{', '.join(sorted(k for k in KINDS if k))} or [markdown]")
            lines = []
        elif kind is not None:
            lines.append(line)
    flush()
    return cells


def shrink_png(data: str) -> str:
    """A stored PNG (base64) with its colours reduced to a palette: the same picture, a third
    of the bytes, so the committed notebooks stay small. No metadata (no dates) is kept."""
    from PIL import Image

    im = Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")
    buf = io.BytesIO()
    im.quantize(colors=128, method=Image.Quantize.MEDIANCUT).save(buf, format="PNG", optimize=True)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def widget_note(output: dict) -> dict:
    """A widget's place in the saved notebook: the widget's name and how to bring it back."""
    plain = output["data"].get("text/plain", "the widget")
    plain = "".join(plain) if isinstance(plain, list) else plain
    name = plain.split("(", 1)[0].strip() or "widget"
    text = f"[{name}: run this cell to use it (make lab)]"
    return nbformat.v4.new_output(
        "display_data", data={"text/plain": text,
                              "text/html": f'<p class="mjlib-widget-note"><i>{text}</i></p>'},
        metadata={"mjlib": {"widget": name}})


def tidy(nb, stem: str) -> None:
    """Stable ids, small pictures, no widget state, no timings: rebuilding changes nothing."""
    nb.metadata.pop("widgets", None)
    for i, cell in enumerate(nb.cells):
        cell.id = f"{stem[:3].rstrip('-')}-{i:03d}"
        cell.metadata.pop("execution", None)
        outputs = []
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream" and outputs and \
                    outputs[-1].get("output_type") == "stream" and \
                    outputs[-1].get("name") == output.get("name"):
                outputs[-1]["text"] += output["text"]  # one stream however the kernel chunked it
                continue
            data = output.get("data", {})
            if WIDGET in data:
                output = widget_note(output)
            elif "image/png" in data:
                data["image/png"] = shrink_png(data["image/png"])
            outputs.append(output)
        if cell.cell_type == "code":
            cell.outputs = outputs


def build(src: Path) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = cells_of(src.read_text(encoding="utf-8"), src.name)
    out = OUT / (src.stem + ".ipynb")
    NotebookClient(nb, timeout=120, kernel_name="python3", record_timing=False,
                   resources={"metadata": {"path": str(OUT)}}).execute()
    nb.metadata["language_info"] = {"name": "python"}
    tidy(nb, src.stem)
    nbformat.write(nb, out)
    return out


def main(prefixes: list[str]) -> None:
    sources = sorted(SRC.glob("[0-9]*.py"))
    if prefixes:
        sources = [s for s in sources if any(s.name.startswith(p) for p in prefixes)]
    for src in sources:
        t = time.perf_counter()
        out = build(src)
        print(f"{out.relative_to(ROOT)}  {time.perf_counter() - t:.1f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
