"""One value per ``@constexpr`` call site and sub-Cell graph in a GRAPH_MODE trace
(``Builder.constexpr_values``, asked by ``ops._constexpr``).

MindSpore 2.10 evaluates a constexpr while it infers a graph, and infers a sub-Cell's
``construct`` once for each set of input types: every call of the same sub-Cell instance with
the same inputs in one compiled graph, its ``GradOperation`` included, shares the values its
constexprs made (measured, each in its own process, ``gen`` a constexpr returning
``Tensor(np.random.randn(n))`` called in ``L.construct``: ``self.l(x), grad(self.l)(x)`` calls
``gen`` once and the gradient is the forward's draw; ``self.l(x), self.l(x)`` once, equal
values; two instances ``self.a(x), self.b(x)`` twice). A constexpr called in the top construct
itself runs at each call (``gen(2), gen(2)`` and a ``for`` over ``range(2)``: two draws).
Here a call of a constexpr inside a sub-Cell's ``construct`` is keyed by the Cell, the types of
the caller's arguments, the call site and its count in that caller's run.
"""


def _key(value):
    shape, dtype = getattr(value, "shape", None), getattr(value, "dtype", None)
    if shape is not None and dtype is not None:
        return ("T", tuple(shape), str(dtype))
    if isinstance(value, (tuple, list)):
        return (type(value).__name__,) + tuple(_key(v) for v in value)
    try:
        hash(value)
    except TypeError:
        return ("id", id(value))
    return (type(value).__name__, value)


class ConstexprValues:
    def __init__(self, builder):
        self.builder = builder
        self.values = {}      # key -> the value made by the first run
        self.runs = {}        # call site key -> [caller frame, calls in that frame]

    def __call__(self, fn, args, kwargs, frame):
        cell = self.builder.__dict__.get("cell_now")
        if cell is None or cell is self.builder.root_cell:
            return fn(*args, **kwargs)
        code = frame.f_code
        inputs = tuple(_key(frame.f_locals.get(n)) for n in code.co_varnames[:code.co_argcount])
        site = (id(cell), inputs, code, frame.f_lasti, fn, _key(args),
                _key(tuple(sorted(kwargs.items()))))
        run = self.runs.get(site)
        if run is None or run[0] is not frame:
            run = self.runs[site] = [frame, 0]     # held: a frame's id is unique while held
        run[1] += 1
        key = site + (run[1],)
        if key not in self.values:
            self.values[key] = fn(*args, **kwargs)
        return self.values[key]
