"""The classroom app's server (app/classroom_server.py) without a server: the settings it reads,
the count of new pages per address, the messages a page may send, the paths its static handler
refuses. The served app is tested in test_app.py and test_app_limits.py."""

from __future__ import annotations

import json

import pytest
from tornado.web import HTTPError

from tests.site.support_site import ROOT, load_module

server = load_module(ROOT / "app" / "classroom_server.py")

VOILA_MESSAGE_TYPES = ["comm_open", "comm_close", "comm_msg", "comm_info_request",
                       "kernel_info_request", "shutdown_request"]  # what Voilà lets a page send


def manager(**settings):
    return server.ClassroomKernelManager(allowed_message_types=VOILA_MESSAGE_TYPES, **settings)


def test_the_settings_file_sets_the_class_limits_and_the_culler():
    settings = json.loads((ROOT / "app" / "voila.json").read_text())
    assert settings["ClassroomKernelManager"] == {"max_kernels": 36, "sessions_per_minute": 10}
    culler = settings["MappingKernelManager"]
    assert culler["cull_connected"] is True and 20 * 60 <= culler["cull_idle_timeout"] <= 30 * 60
    assert settings["VoilaConfiguration"]["allow_template_override"] == "NO"
    # each a setting the class (or its parents) really has, not a typo traitlets would ignore
    app = server.ClassroomVoila()
    known = {c.__name__: set(c.class_traits(config=True))
             for c in (server.ClassroomKernelManager, server.ClassroomVoila,
                       *server.ClassroomKernelManager.mro(), *app.classes)
             if hasattr(c, "class_traits")}
    for section, values in settings.items():
        assert set(values) <= known[section], (section, set(values) - known[section])


def test_an_address_gets_sessions_per_minute_new_pages_in_any_minute():
    km = manager(sessions_per_minute=3)
    for t in (0, 10, 20):
        km.admit("127.0.0.2", now=t)
    with pytest.raises(HTTPError) as refused:
        km.admit("127.0.0.2", now=59)
    assert refused.value.status_code == 429
    km.admit("127.0.0.3", now=59)  # another address has its own count
    km.admit("127.0.0.2", now=60.5)  # the first page is more than a minute old
    with pytest.raises(HTTPError):
        km.admit("127.0.0.2", now=61)


def test_without_a_limit_every_page_is_admitted():
    km = manager()
    for t in range(100):
        km.admit("127.0.0.2", now=t / 100)
    assert km.kernels_in_use() == 0


def test_a_page_may_not_shut_down_or_restart_its_kernel():
    km = manager()
    assert "shutdown_request" not in km.allowed_message_types
    assert set(km.allowed_message_types) == set(VOILA_MESSAGE_TYPES) - {"shutdown_request"}
    assert "execute_request" not in km.allowed_message_types


def test_an_empty_list_of_message_types_is_refused():
    # jupyter_server reads an empty list as "every message type", execute_request included
    with pytest.raises(ValueError, match="allowed message types"):
        server.ClassroomKernelManager(allowed_message_types=[])


@pytest.mark.parametrize("path", ["classroom/static/../../../etc/passwd", "classroom/static/",
                                  "classroom", "classroom/other/x.js", "classroom/static/a\\..\\b",
                                  "classroom/static/./x.js", "classroom/static/x\0.js"])
def test_a_template_path_outside_its_static_folder_is_404(path):
    handler = server.TemplateStaticHandler.__new__(server.TemplateStaticHandler)
    with pytest.raises(HTTPError) as refused:
        handler.parse_url_path(path)
    assert refused.value.status_code == 404


def test_the_kernels_get_the_python_path_the_app_was_started_with(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PYTHONPATH", f".{server.os.pathsep}lib{server.os.pathsep}/abs/path")
    server.absolute_python_path()  # the kernels run in app/: "." would be app/ there
    assert server.os.environ["PYTHONPATH"].split(server.os.pathsep) == [
        str(tmp_path.resolve()), str((tmp_path / "lib").resolve()), "/abs/path"]
    monkeypatch.delenv("PYTHONPATH")
    server.absolute_python_path()
    assert "PYTHONPATH" not in server.os.environ
