"""``TimeConverter``: the device system counter (syscnt) to a wall-clock timestamp in us."""
from decimal import Decimal


class TimeConverter:
    """Class-level converter set up once per analysis from the msprof start logs.

    ``timestamp_ns = (syscnt - cntvct) * 1000 / freq + localtime_diff``; the result is
    returned in microseconds, rounded to three decimals (ns resolution)."""
    US_TO_NS = 1000
    NS_TO_US = Decimal("0.001")
    DECIMAL_PRECISION = Decimal("0.000")
    _freq = 100.0
    _cntvct = 0
    _localtime_diff = 0
    _is_loaded = False

    @classmethod
    def init_parameters(cls, freq: float, cntvct: int, localtime_diff: int) -> None:
        """Record the counter frequency (MHz), the counter at collection start and the
        local-time offset (ns) of that start."""
        cls._freq, cls._cntvct, cls._localtime_diff = freq, cntvct, localtime_diff
        cls._is_loaded = True

    @classmethod
    def convert_syscnt_to_timestamp_us(cls, syscnt: int) -> Decimal:
        """``syscnt`` as a ``Decimal`` timestamp in us; ``RuntimeError`` before init."""
        if not cls._is_loaded:
            raise RuntimeError("init_parameters must be called first")
        elapsed_ns = Decimal((syscnt - cls._cntvct) * cls.US_TO_NS / cls._freq)
        ts_ns = elapsed_ns + Decimal(cls._localtime_diff)
        return (ts_ns * cls.NS_TO_US).quantize(cls.DECIMAL_PRECISION)
