"""``mindspore.nn.utils``."""
import contextlib


@contextlib.contextmanager
def no_init_parameters():
    """MindSpore delays the initialization of Parameters built inside this block until they are
    loaded or ``init_parameters_data()`` is called, to save time and memory for networks whose
    weights come from a checkpoint. minicell initializes Parameters when they are built, as
    outside the block, so values and later loads are the same; the block only costs the
    initialization MindSpore would have skipped."""
    yield
