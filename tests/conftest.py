"""Shared fixtures. Every test leaves the context in PYNATIVE_MODE (the default), so a test that
switches to GRAPH_MODE cannot change how the tests after it run."""
import pytest

import minicell as ms


@pytest.fixture(autouse=True)
def _pynative_after():
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.fixture
def graph_mode():
    """Run the test in GRAPH_MODE (modules use ``pytestmark = pytest.mark.usefixtures(...)``)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    yield


