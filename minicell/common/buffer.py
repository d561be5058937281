"""``_Buffer``: a Tensor that is Cell state but not trained (``Cell.register_buffer``)."""
from .tensor import Tensor


class _Buffer(Tensor):
    """MindSpore's ``_Buffer``: a Tensor that is state of a Cell but not trained. Assigned as a
    Cell attribute (``self.b = _Buffer(t)``) or given to ``Cell.register_buffer`` it is one of
    the Cell's buffers: in ``state_dict()``, never in ``parameters_dict()`` or a checkpoint of
    the Cell. In GRAPH_MODE a buffer is an input of the compiled graph (like a Parameter), and
    ``ops.assign``/in-place methods on it are written back after the call.

    ``_Buffer(t)`` is a new Tensor with ``t``'s value; ``register_buffer(name, t)`` marks ``t``
    itself. ``persistent`` is accepted (2.10 ignores it when the buffer is set as an attribute).

    >>> import minicell as ms
    >>> b = _Buffer(ms.Tensor([1.0, 2.0]))
    >>> isinstance(b, ms.Tensor), isinstance(ms.Tensor([1.0]), _Buffer)
    (True, False)
    """

    __slots__ = ()          # same layout as Tensor: ``register_buffer`` re-classes a Tensor
    _is_buffer = True
    _owned = False          # a compiled call never donates a buffer's array (it copies it)
    name = "buffer"         # how the IR names its input

    def __init__(self, data=None, dtype=None, *, persistent=True):
        if data is None:
            raise ValueError("For create Buffer, input data should not be None")
        if dtype is None and not isinstance(data, Tensor):
            raise TypeError("For create Buffer, type of input data should be Tensor")
        super().__init__(data, dtype)

    def owned_array(self):
        """``(array, False)``: the compiled call's read (see ``Parameter.owned_array``)."""
        return self.data_array(), False

    def store_owned(self, arr):
        self._data = arr

    def _set_array(self, arr):
        self._data = arr
        self.init = None

    def __reduce__(self):
        return (_Buffer, (self.asnumpy(), self.dtype))

    @staticmethod
    def mark(tensor):
        """Make the plain Tensor ``tensor`` a buffer in place (``register_buffer``); returns it.
        A Parameter or another Tensor subclass is returned as it is."""
        if type(tensor) is Tensor:
            tensor.__class__ = _Buffer
        return tensor
