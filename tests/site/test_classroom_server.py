"""The classroom app's server (app/classroom_server.py) without a server: the settings it reads,
the paths its static handler refuses. The served app is tested in test_app.py."""

from __future__ import annotations

import json

import pytest
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError

from support_site import ROOT, load_module

server = load_module(ROOT / "app" / "classroom_server.py")


def test_the_settings_file_names_settings_that_exist():
    settings = json.loads((ROOT / "app" / "voila.json").read_text())
    assert settings["VoilaConfiguration"]["allow_template_override"] == "NO"
    # each a setting the class (or its parents) really has, not a typo traitlets would ignore
    app = server.ClassroomVoila()
    known = {c.__name__: set(c.class_traits(config=True))
             for c in (server.ClassroomVoila, *AsyncMappingKernelManager.mro(), *app.classes)
             if hasattr(c, "class_traits")}
    for section, values in settings.items():
        assert set(values) <= known[section], (section, set(values) - known[section])


@pytest.mark.parametrize("path", ["classroom/static/../../../etc/passwd", "classroom/static/",
                                  "classroom", "classroom/other/x.js", "classroom/static/a\\..\\b",
                                  "classroom/static/./x.js", "classroom/static/x\0.js"])
def test_a_template_path_outside_its_static_folder_is_404(path):
    handler = server.TemplateStaticHandler.__new__(server.TemplateStaticHandler)
    with pytest.raises(HTTPError) as refused:
        handler.parse_url_path(path)
    assert refused.value.status_code == 404
