"""The classroom app's limits, served (``make app`` with small settings given in APP_ARGS), over
raw HTTP and the kernel's websocket: page loads from several loopback addresses, each a student.

- at most ``max_kernels`` kernels: the next page load gets "The class is full" (503) and starts no
  kernel; at most ``sessions_per_minute`` new pages per address (429);
- a kernel idle for ``cull_idle_timeout`` is stopped though its page is still connected.
"""

from __future__ import annotations

import contextlib
import re
import time

import pytest

from tests.site.support_site import app_client, free_port, make_server

LIMITS = "--ClassroomKernelManager.max_kernels=3 --ClassroomKernelManager.sessions_per_minute=2"
CULL = "--MappingKernelManager.cull_idle_timeout=3 --MappingKernelManager.cull_interval=1"


@pytest.fixture
def server(tmp_path):
    """``make app`` with the given APP_ARGS: its address and its process (make)."""

    def start(args: str):
        port = free_port()
        server = make_server("app", "APP_ARGS", f"--no-browser --port={port} "
                             f"--Voila.ip=127.0.0.1 --ClassroomVoila.results_dir="
                             f"{tmp_path / 'results'} {args}", tmp_path)
        proc, log = stack.enter_context(server)
        try:
            app_client.wait_for_port(port, proc, 60)
        except RuntimeError as e:
            pytest.fail(f"{e}:\n{log.read_text()[-3000:]}")
        return f"http://127.0.0.1:{port}/", proc

    with contextlib.ExitStack() as stack:
        yield start


def heading(page) -> str:
    found = re.search(r"<h1>(.*?)</h1>", page.text, re.S)
    return found.group(1).strip() if found else ""


def kernels(proc) -> int:
    return len(app_client.server_processes(proc.pid)["kernels"])


def test_a_full_class_and_a_busy_address_get_a_clear_page_and_no_kernel(server):
    base, proc = server(LIMITS)
    a, b, c = "127.0.0.31", "127.0.0.32", "127.0.0.33"
    first = [app_client.load_page(base, source=a) for _ in range(2)]
    assert [p.status for p in first] == [200, 200] and all(p.kernel_id for p in first)
    busy = app_client.load_page(base, source=a)  # a's third page within the minute
    assert busy.status == 429
    assert heading(busy) == "Too many new pages from this computer: try again in a minute"
    assert app_client.load_page(base, source=b).status == 200  # the class's third kernel
    assert kernels(proc) == 3
    for source in (c, b, a):
        full = app_client.load_page(base, source=source)
        assert full.status == 503, full.text[-2000:]
        assert heading(full) == "The class is full: try again in a minute"
        assert full.kernel_id is None and "cdn" not in full.text  # a plain page, nothing fetched
    assert kernels(proc) == 3


def test_an_idle_kernel_is_stopped_though_its_page_is_connected(server):
    base, _proc = server(CULL)
    page = app_client.load_page(base, source="127.0.0.34")
    assert page.status == 200
    ws = app_client.KernelSocket(base, page.kernel_id)
    try:
        seen = app_client.kernel_model(base, page.kernel_id)
        deadline = time.monotonic() + 60
        while (model := app_client.kernel_model(base, page.kernel_id)) is not None:
            seen = model
            assert time.monotonic() < deadline, "an idle connected kernel is still running"
            time.sleep(0.25)
    finally:
        ws.close()
    assert seen["connections"] == 1  # until it was stopped, the page was connected
