"""Build the notebooks from their sources and execute them, so they are committed with outputs.

    python scripts/build_notebooks.py            # every notebooks/src/*.py -> notebooks/*.ipynb
    python scripts/build_notebooks.py 03 05      # only the notebooks whose names start so

A source is a Python file in the percent format: ``# %% [markdown]`` starts a text cell (each line
written as a comment), ``# %%`` starts a code cell. ``# %% hide`` starts a code cell whose source is
hidden until the reader opens it (an answer). Cells that print a score start with the line
``# NBVAL_CHECK_OUTPUT`` so that the tests compare their output.
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


def cells_of(text: str) -> list:
    cells, kind, hidden, lines = [], None, False, []

    def flush():
        if kind is None:
            return
        body = "\n".join(lines).strip("\n")
        if not body:
            return
        if kind == "markdown":
            md = "\n".join(l[2:] if l.startswith("# ") else l.lstrip("#") for l in body.split("\n"))
            cells.append(nbformat.v4.new_markdown_cell(md))
        else:
            cell = nbformat.v4.new_code_cell(body)
            if hidden:
                cell.metadata["jupyter"] = {"source_hidden": True}
                cell.metadata["tags"] = ["hide-input"]
            cells.append(cell)

    for line in text.split("\n"):
        m = MARKER.match(line)
        if m:
            flush()
            rest = m.group("rest").strip()
            kind = "markdown" if rest.startswith("[markdown]") else "code"
            hidden = rest == "hide"
            lines = []
        elif kind is not None:
            lines.append(line)
    flush()
    return cells


def shrink_png(data: str) -> str:
    """A stored PNG (base64) with its colours reduced to a palette: the same picture, a third
    of the bytes, so the committed notebooks stay small."""
    from PIL import Image

    im = Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")
    buf = io.BytesIO()
    im.quantize(colors=128, method=Image.Quantize.MEDIANCUT).save(buf, format="PNG", optimize=True)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def build(src: Path) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = cells_of(src.read_text(encoding="utf-8"))
    out = OUT / (src.stem + ".ipynb")
    NotebookClient(nb, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(OUT)}}).execute()
    for i, cell in enumerate(nb.cells):  # stable ids keep diffs small
        cell.id = f"{src.stem[:2]}-{i:03d}"
        for output in cell.get("outputs", []):
            if "image/png" in output.get("data", {}):
                output["data"]["image/png"] = shrink_png(output["data"]["image/png"])
    nbformat.write(nb, out)
    return out


def main(prefixes: list[str]) -> None:
    sources = sorted(SRC.glob("*.py"))
    if prefixes:
        sources = [s for s in sources if any(s.name.startswith(p) for p in prefixes)]
    for src in sources:
        t = time.perf_counter()
        out = build(src)
        print(f"{out.relative_to(ROOT)}  {time.perf_counter() - t:.1f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
