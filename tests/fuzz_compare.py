"""Comparing what a fuzz program's ``main()`` snapped in GRAPH_MODE with PYNATIVE_MODE's: lists
and dicts item by item, ``(dtype, shape, array)`` triples by dtype and shape and then values
(integers and bools exactly, floats within ``array_tol(tag, numpy dtype)``, complex as float
pairs), ``("float", x)`` numbers within ``float_tol`` relative (NaN equal to NaN), anything else
by equality."""
import random

import numpy as np


_HALF_TOL = {np.dtype(np.float16): 2e-2, np.dtype(np.float32): 2e-4, np.dtype(np.float64): 2e-4}


def half_precision_tol(tag, dtype):
    """``array_tol`` of families 56 onwards: 2e-2 for float16 and bfloat16 (tag ``BFloat16``:
    numpy holds it as float32), 2e-4 for the rest."""
    if tag == "BFloat16":
        return 2e-2
    return _HALF_TOL.get(np.dtype(dtype), 2e-4)


# the head of a statement family's program (45 onwards), brace-doubled for ``format``: its
# imports, ``snap`` (what main() returns, compared by ``close_snaps``) and ``guard`` (a call
# snapped, or its error as ``("error", name, mro_names)``, compared by ``same_error_kind``)
SNAP_PRELUDE = '''import numpy as np
import minicell as ms
from minicell import nn, ops, Tensor, Parameter


def snap(v):
    if isinstance(v, (tuple, list)):
        return [snap(u) for u in v]
    if isinstance(v, dict):
        return {{k: snap(u) for k, u in v.items()}}
    if isinstance(v, ms.Tensor):
        return (str(v.dtype), tuple(v.shape), v.asnumpy().copy())
    if isinstance(v, float):
        return ("float", v)
    return (type(v).__name__, v)


def guard(f, *args, **kw):
    try:
        return snap(f(*args, **kw))
    except Exception as e:  # pylint: disable=broad-except
        return ("error", type(e).__name__, tuple(c.__name__ for c in type(e).__mro__))

'''


def close_snaps(what, g, e, array_tol, float_tol):
    if isinstance(g, list) or isinstance(e, list):
        assert isinstance(g, list) and isinstance(e, list) and len(g) == len(e), \
            f"{what}: {g!r:.300} vs {e!r:.300}"
        for i, (gi, ei) in enumerate(zip(g, e)):
            close_snaps(f"{what}[{i}]", gi, ei, array_tol, float_tol)
    elif isinstance(g, dict):
        assert isinstance(e, dict) and list(g) == list(e), f"{what}: keys {g!r:.200} vs {e!r:.200}"
        for key in g:
            close_snaps(f"{what}[{key}]", g[key], e[key], array_tol, float_tol)
    elif isinstance(g, tuple) and len(g) == 3 and isinstance(g[2], np.ndarray):
        assert isinstance(e, tuple) and len(e) == 3 and g[:2] == e[:2], \
            f"{what}: GRAPH {g[:2]} vs PYNATIVE {e[:2]}"
        a, b = g[2], e[2]
        assert a.dtype == b.dtype and a.shape == b.shape, \
            f"{what}: {a.dtype}{a.shape} vs {b.dtype}{b.shape}"
        if a.dtype.kind in "biu":
            np.testing.assert_array_equal(a, b, err_msg=what)
            return
        t = array_tol(g[0], a.dtype)
        if a.dtype.kind == "c":
            a, b = a.view(np.float32 if a.dtype == np.complex64 else np.float64), \
                b.view(np.float32 if b.dtype == np.complex64 else np.float64)
        np.testing.assert_allclose(a.astype(np.float64), b.astype(np.float64), rtol=t, atol=t,
                                   equal_nan=True, err_msg=what)
    elif isinstance(g, tuple) and len(g) == 2 and g[0] == "float":
        assert e[0] == "float" and (abs(g[1] - e[1]) <= float_tol * max(1.0, abs(e[1]))
                                    or (g[1] != g[1] and e[1] != e[1])), f"{what}: {g} vs {e}"
    else:
        assert g == e, f"{what}: GRAPH {g!r} vs PYNATIVE {e!r}"


def run_both(src, name, folder):
    """Program ``src``'s ``main()`` run in PYNATIVE_MODE, then GRAPH_MODE: (graph, eager).
    A ``main()`` that raises in both modes, the same exception type, agrees (both are
    ``("raised", type name)``; 2.10 refuses some programs in both, e.g. a loss-scale update on
    CPU); one that raises in one mode only raises that error here."""
    import minicell as ms
    from conftest import load_program
    mod = load_program(src, name, folder)
    ms.set_context(mode=ms.PYNATIVE_MODE)
    eager_error = None
    try:
        eager = mod.main()
    except Exception as err:     # noqa: BLE001  (compared with GRAPH_MODE's just below)
        eager_error = err
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        graph = mod.main()
    except Exception as err:     # noqa: BLE001
        if eager_error is None or type(err) is not type(eager_error):
            raise
        return ("raised", type(err).__name__), ("raised", type(eager_error).__name__)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    if eager_error is not None:
        raise eager_error
    return graph, eager


def same_error_kind(graph_error, eager_error):
    """Whether GRAPH_MODE's snapped error ``("error", name, mro_names, ...)`` stands for
    PYNATIVE_MODE's: the eager error's type is the graph's or one of its bases."""
    return eager_error[1] in graph_error[2]


def compare_calls(graph, eager, array_tol, float_tol=1e-6, errors_agree=same_error_kind):
    """Raise AssertionError where GRAPH_MODE's per-call snaps ``graph`` differ from
    PYNATIVE_MODE's ``eager``: an error on either side must be one on both, with
    ``errors_agree(graph_error, eager_error)``; other snaps compare by ``close_snaps``."""
    assert len(graph) == len(eager), f"{len(graph)} calls snapped in GRAPH vs {len(eager)}"
    for i, (g, e) in enumerate(zip(graph, eager)):
        g_err = isinstance(g, tuple) and g[0] == "error"
        e_err = isinstance(e, tuple) and e[0] == "error"
        if g_err or e_err:
            assert g_err and e_err and errors_agree(g, e), \
                f"call {i}: GRAPH {g!r:.400} vs PYNATIVE {e!r:.400}"
            continue
        close_snaps(f"call {i}", g, e, array_tol, float_tol)


def check_calls(src, name, folder, array_tol, float_tol=1e-6, errors_agree=same_error_kind):
    """Run program ``src`` (module ``name``) in both modes and compare its per-call snaps
    (``compare_calls``); a mismatch names the program and shows its source."""
    graph, eager = run_both(src, name, folder)
    try:
        compare_calls(graph, eager, array_tol, float_tol, errors_agree)
    except AssertionError as e:
        raise AssertionError(f"{name}: {e}\nsource:\n{src}") from None


def check_program(src, name, folder, array_tol, float_tol):
    """Run program ``src``'s ``main()`` in PYNATIVE_MODE, then GRAPH_MODE, and compare; a
    mismatch names the program and shows its source."""
    graph, eager = run_both(src, name, folder)
    try:
        close_snaps("main()", graph, eager, array_tol, float_tol)
    except AssertionError as e:
        raise AssertionError(f"{name} (GRAPH vs PYNATIVE): {e}\nsource:\n{src}") from None


def statement_program(family, seed, head, template, body):
    """The source of program ``seed`` of a statement family (27 onwards): ``head`` and
    ``template`` (its ``{body}`` the construct's statements) around 3-6 texts of ``body``, each
    with ``{c}`` one of -0.5, 0.0, 0.5, drawn from ``random.Random(f"{family}:{seed}")``."""
    r = random.Random(f"{family}:{seed}")
    statements = [r.choice(body).format(c=r.choice([-0.5, 0.0, 0.5]))
                  for _ in range(r.randint(3, 6))]
    return statement_source(head, template, statements)


def statement_source(head, template, statements):
    """The source of a statement family's program whose construct runs ``statements`` (texts
    of its body, already formatted); ``statement_program`` draws them, triage runs one alone."""
    lines = ["        " + line for text in statements for line in text.split("\n")]
    return head.format() + template.format(body="\n".join(lines))


def indented(text):
    """``text`` with each line indented four spaces (a statement inside a wrap)."""
    return "\n".join("    " + line for line in text.split("\n"))


def wrapped_statement(r, groups, wraps, p_wrap, unwrapped=("outs =", "def ")):
    """One statement of families 45 onwards, drawn from ``r``: a group by its weight (``groups``:
    name -> (texts, weight)), a text of it with ``{c}`` one of -0.5, 0.25, 0.5, then, unless it
    holds one of ``unwrapped``, wrapped with probability ``p_wrap`` in one of ``wraps`` (a
    tensor ``if``, a ``for`` or a tensor ``while`` around ``{s}``)."""
    group = r.choices(list(groups), [w for _, w in groups.values()])[0]
    c = r.choice([-0.5, 0.25, 0.5])
    text = r.choice(groups[group][0]).format(c=c)
    if all(k not in text for k in unwrapped) and r.random() < p_wrap:
        text = r.choice(wraps).format(s=indented(text), c=c)
    return text


def wrapped_program(r, statement, head, tail, insert=None):
    """A program of families 45 onwards: ``head`` (its ``{body}`` construct's statements)
    around 3-7 ``statement(r)`` texts, then ``tail``; ``insert(r, statements)`` may add one."""
    statements = [statement(r) for _ in range(r.randint(3, 7))]
    if insert is not None:
        insert(r, statements)
    body = "\n".join("        " + line for text in statements for line in text.split("\n"))
    return head.format(body=body) + tail


# control flow around a statement (families 47 onwards): a tensor ``if``, a ``for`` and a tensor
# ``while`` around ``{s}``
BLOCK_WRAPS = [
    "if h.sum() > {c}:\n{s}",
    "for j in range(2):\n{s}",
    "i = Tensor(0, ms.int32)\nwhile i < 2:\n{s}\n    i += 1",
]


def guarded_tail(first="", second=""):
    """The ``main()`` families 47 and 48 end with: the network (through ``guard``) on ``(X, Y,
    N, 2{first})`` and ``(Y, X, N reversed, 3{second})``, the gradient of ``h * SENS`` with
    respect to both float inputs and the trainable Parameters, then every Parameter."""
    return f'''

def main():
    net = Net()
    res = [guard(net, Tensor(X), Tensor(Y), Tensor(N), 2{first})]
    res.append(guard(net, Tensor(Y), Tensor(X), Tensor(N[::-1].copy()), 3{second}))

    def loss(x, y):
        h, outs = net(x, y, Tensor(N), 2{first})
        return (h * SENS).sum()
    res.append(guard(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params()),
                     Tensor(X), Tensor(Y)))
    res.append(snap(list(net.get_parameters())))
    return res
'''


def main_tail(first, second, extra=""):
    """The ``main()`` that statement families 28, 32, 33 and 34 end their template with (30's
    calls on fresh copies of the inputs and snaps them, so it keeps its own): the
    network called on ``(X, X2, first)`` and ``(X3, X, second)`` (names of module-level third
    inputs), the gradient of the first output's sum with respect to both float inputs and the
    trainable Parameters, then ``extra`` (lines of ``main``'s body, indented four spaces, which
    may append to ``res``), then every Parameter. Brace-free, so it can sit in a template that
    is ``format``ted."""
    return f'''

def main():
    net = Net()
    res = [snap(net(X, X2, {first})), snap(net(X3, X, {second}))]

    def loss(p, q):
        return net(p, q, {first})[0].sum()

    res.append(snap(ms.grad(loss, grad_position=(0, 1), weights=net.trainable_params())(X2, X3)))
{extra}    res.append(snap(list(net.get_parameters())))
    return res
'''
