"""`make lab` as the README gives it, with options passed through LAB_ARGS: the server answers on
the port and with the token it was given, and refuses a request without the token. Run as root
(containers, CI) this is the case `--allow-root` in the Makefile exists for."""

from __future__ import annotations

import json
import os
import secrets
import urllib.error

import pytest

from tests.site.support_site import free_port, get, make_server, wait_for


def test_make_lab_serves_with_the_given_port_and_token(tmp_path):
    port, token = free_port(), secrets.token_hex(16)
    args = (f"--no-browser --port {port} --port-retries=0 --ServerApp.token={token} "
            "--ServerApp.ip=127.0.0.1")
    base = f"http://127.0.0.1:{port}"
    with make_server("lab", "LAB_ARGS", args, tmp_path) as (proc, log):
        wait_for(f"{base}/api/status?token={token}", proc, log)
        status, body = get(f"{base}/api/status?token={token}")
        assert status == 200 and "started" in json.loads(body)
        with pytest.raises(urllib.error.HTTPError) as refused:
            get(f"{base}/api/contents")
        assert refused.value.code == 403
        text = log.read_text()
    if os.geteuid() == 0:
        assert "Running as root is not recommended" not in text
    assert f"127.0.0.1:{port}" in text  # JupyterLab prints the address to open
