"""``mindspore.dataset.core.validator_helpers``: the numeric bounds MindSpore's dataset checks
use (zoo callbacks import ``INT32_MAX`` as an "unbounded" step count).

>>> INT32_MAX, UINT8_MAX
(2147483647, 255)
"""
POS_INT_MIN = 1
UINT8_MIN, UINT8_MAX = 0, 255
UINT32_MIN, UINT32_MAX = 0, 2 ** 32 - 1
UINT64_MIN, UINT64_MAX = 0, 2 ** 64 - 1
INT32_MIN, INT32_MAX = -2 ** 31, 2 ** 31 - 1
INT64_MIN, INT64_MAX = -2 ** 63, 2 ** 63 - 1
FLOAT_MIN_INTEGER, FLOAT_MAX_INTEGER = -2 ** 24, 2 ** 24
DOUBLE_MIN_INTEGER, DOUBLE_MAX_INTEGER = -2 ** 53, 2 ** 53
