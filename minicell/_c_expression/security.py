"""``mindspore._c_expression.security``: whether MindSpore was built with its "security" option,
which removes the debugging features that write data out (dump, summary, saving graphs).
minicell has them (``save_graphs``, ``SummaryRecord``, ``ops.Print``), so: False.

>>> from minicell._c_expression import security
>>> security.enable_security()
False
"""


def enable_security():
    """False: minicell's debug output features are all present."""
    return False
