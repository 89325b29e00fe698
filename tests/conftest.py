import pytest


@pytest.fixture(params=["green-book", "common-practice"])
def rules(request):
    return request.param
