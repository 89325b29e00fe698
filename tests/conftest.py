import pytest


@pytest.fixture(params=["green-book", "common-practice"])
def rules(request):
    return request.param


@pytest.fixture
def zh():
    """mjlib writes Chinese for the test, then the language it wrote before."""
    import mjlib

    with mjlib.writing("zh"):
        yield
