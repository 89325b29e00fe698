"""The classroom app's server: Voilà with the settings and the handlers a class needs. ``make app``
runs this file (``python app/classroom_server.py app/classroom.ipynb [Voilà options]``); every
Voilà option works as with ``voila``, and the settings are read from ``app/voila.json`` next to
this file.

- :class:`TemplateStaticHandler` the template's static files, answering 404 to a path that
  leaves them (Voilà's own handler answers 500); :class:`PageHandler` Voilà's page, sending any
  other path to Voilà's file handler with the path escaped (Voilà's puts a control character
  of the path into a header, an error: 500).
"""

from __future__ import annotations

import urllib.parse
from pathlib import Path

from jupyter_server.utils import url_path_join
from tornado.web import HTTPError
from traitlets import default
from voila.app import Voila
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler

HERE = Path(__file__).resolve().parent


class TemplateStaticHandler(TemplateStaticFileHandler):
    """Voilà's template static files (``<template>/static/<path>``); any other path, one that
    leaves the folder included, is answered 404. Voilà's handler answers such paths with an
    AssertionError (500), though it reads no file."""

    def parse_url_path(self, url_path: str) -> str:
        parts = url_path.split("/")
        if (len(parts) < 3 or parts[1] != "static"
                or any(p in ("", ".", "..") or "\\" in p or "\0" in p for p in parts)):
            raise HTTPError(404)
        return super().parse_url_path(url_path)


class PageHandler(TornadoVoilaHandler):
    """Voilà's page; a path after it (``/x``) is sent to ``/voila/files/x``, escaped."""

    def redirect_to_file(self, path):
        self.redirect(url_path_join(self.base_url, "voila", "files", urllib.parse.quote(path)))


class ClassroomVoila(Voila):
    """Voilà with the classroom's two handlers; settings from voila.json next to this file, then
    the command line."""

    @default("config_file_paths")
    def _config_file_paths_default(self):
        return [str(HERE)]

    def init_handlers(self):
        ours = {TemplateStaticFileHandler: TemplateStaticHandler, TornadoVoilaHandler: PageHandler}
        return [(route, ours.get(handler, handler), *rest)
                for route, handler, *rest in super().init_handlers()]


if __name__ == "__main__":
    ClassroomVoila.launch_instance()
