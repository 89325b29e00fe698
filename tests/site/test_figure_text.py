"""Every figure of the committed notebooks carries its own text (the alt of its image on the
site): mjlib's figures give it in their output's metadata, and the site builder reads it there.
A figure without one gets the fallback (its plain text, or "figure"): this test lists them.
"""

from __future__ import annotations

import nbformat
import pytest

from scripts.build_site import figures_without_alt
from tests.site.support_site import ROOT

NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb")) + \
    sorted((ROOT / "notebooks" / "zh").glob("[0-9]*.ipynb"))


def name(path) -> str:
    return path.relative_to(ROOT / "notebooks").as_posix()


@pytest.mark.parametrize("path", NOTEBOOKS, ids=name)
def test_every_figure_of_a_notebook_carries_its_text(path):
    nb = nbformat.read(path, as_version=4)
    missing = figures_without_alt(nb)
    assert not missing, f"{name(path)}: figures without their own text in cells {missing}"


def test_the_notebooks_have_figures_with_text():
    """The notebooks have figures that carry their text (so the test above checks something)."""
    texts = [o["metadata"]["image/png"]["alt"] for p in NOTEBOOKS
             for c in nbformat.read(p, as_version=4).cells if c.cell_type == "code"
             for o in c.get("outputs", []) if "alt" in o.get("metadata", {}).get("image/png", {})]
    assert any(t.startswith("drawn result: ") for t in texts)
    assert any(t.startswith("算番图：") for t in texts)
