"""Shared fixtures. Every test leaves the context in PYNATIVE_MODE (the default) with the other
context values it found, so a test that switches to GRAPH_MODE or sets a key cannot change how
the tests after it run (xdist orders tests differently on every machine).

The suite compiles thousands of small XLA programs; it checks what they compute, not how fast
their code runs, so XLA's LLVM back end runs at its cheapest optimization level here (about a
quarter less compile time), and compiles each program's LLVM module in one piece
(``xla_cpu_parallel_codegen_split_count=1``: split for parallel code generation, the default,
it took 8% more CPU over 434 programs of test_nn_layers/test_norm_pool_rules with xdist's workers
already on every core; their outputs on the same inputs are bit-identical). No fast math at
any level, but the last bits can differ from XLA's defaults, which users and the benchmarks get
(over 100,000 float32 inputs: rsqrt by 1 ulp, fused chains by 2 ulp, gelu by 1.4e-6
absolute; exp/log/tanh/sin/erf/sigmoid/softmax/reductions bit-identical), and XLA
at this level has a known miscompile: ``jax.jit(jax.grad(f))`` for ``f(x) = (cumsum(prod(x, 1,
keepdims=True) * 0.1 + x, 0) ...).max()`` gives inf/nan where the default level is right
(fuzzer 7's seed 174, which is not among the default seeds). A failure that only this suite
shows should be checked with ``XLA_FLAGS=`` cleared in a plain script (or the suite run with
``MINICELL_TESTS_AT_XLA_DEFAULTS=1``, which leaves XLA at its defaults). Nor does this level
contract ``a * b + c`` into an fma, which XLA's default level does in fused code (GRAPH_MODE
programs, composite eager kernels): a GRAPH vs PYNATIVE difference that only shows at the
defaults, such as the NaN learning rate ``nn.PolynomialDecayLR`` gave at the end of its decay
(tests/test_lr_schedule_polynomial.py checks it in a child at the defaults). That NaN is what
fuzzer 6's seed 51 showed under XLA's classic fusion emitters here; at XLA's defaults it shows
with either emitter, so it was not theirs (eager kernels now use them: ``runtime/xla_options.py``).

Many tests compile the same small programs (one op's eager kernel at one shape, the same layer in
both modes); XLA's executables are kept in a JAX persistent compilation cache made for the run
(a fresh temporary directory, removed at the end by the process that made it), so the xdist
workers and later tests load a program another test compiled instead of compiling it again
(about 15% of the suite's time). An executable is stored by a hash of the program and the
compile options, so what a test computes does not change; nothing survives the run.

Every temporary file the run makes (``tempfile`` in the tests and the docstring examples, and in
the child processes they start, which inherit ``TMPDIR``) goes under one directory made for the
run, removed with the cache at the end, so tests that write checkpoints, records or strategy
files leave nothing behind in the system's temporary directory."""
import atexit
import importlib
import os
import shutil
import tempfile
import time

TEST_XLA_FLAGS = "--xla_backend_optimization_level=0 --xla_cpu_parallel_codegen_split_count=1"
AT_XLA_DEFAULTS_ENV = "MINICELL_TESTS_AT_XLA_DEFAULTS"   # =1: run the suite at XLA's defaults
if os.environ.get(AT_XLA_DEFAULTS_ENV) != "1":
    os.environ["XLA_FLAGS"] = f"{os.environ.get('XLA_FLAGS', '')} {TEST_XLA_FLAGS}".strip()

RUN_TMP_ENV = "MINICELL_TESTS_TMP"
RUN_CACHE_ENV = "JAX_COMPILATION_CACHE_DIR"
if RUN_TMP_ENV not in os.environ:       # the first process of the run (xdist's workers inherit it)
    os.environ[RUN_TMP_ENV] = os.environ["TMPDIR"] = tempfile.mkdtemp(prefix="minicell-tests-")
    atexit.register(shutil.rmtree, os.environ[RUN_TMP_ENV], ignore_errors=True)
tempfile.tempdir = os.environ[RUN_TMP_ENV]
if RUN_CACHE_ENV not in os.environ:
    os.environ[RUN_CACHE_ENV] = tempfile.mkdtemp(prefix="xla-cache-")
    os.environ["JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS"] = "0"
    os.environ["JAX_PERSISTENT_CACHE_MIN_ENTRY_SIZE_BYTES"] = "0"

import numpy as np  # noqa: E402
import pytest  # noqa: E402  (after XLA_FLAGS: jax reads it when its backend starts)

import minicell as ms  # noqa: E402
from minicell._gc_paused import gc_paused  # noqa: E402


@pytest.fixture(autouse=True)
def _pynative_after():
    from minicell import context
    values = dict(context._context.values)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)
    context._context.values = values


@pytest.fixture(autouse=True)
def _dataset_settings_after():
    """The dataset settings a test changes (``ds.config``'s debug mode and its hook list,
    AutoTune, ...) are put back after it: 2.10 keeps a hook list across
    ``set_debug_mode`` calls (an empty list keeps it, ``set_debug_mode(False)`` installs its
    default hook), so a later test's pipelines would print another test's hooks. So are
    ``ds.config``'s seed and worker counts: a seed left set makes a later test's eager random
    calls repeat (2.10's behaviour with a seed)."""
    from minicell.dataset import config, config_more
    saved, saved_config = dict(config_more._state), dict(config._state)
    yield
    config_more._state.clear()
    config_more._state.update(saved)
    if config._state != saved_config:   # a seed set and left: later eager draws would repeat
        config._state.clear()
        config._state.update(saved_config)


@pytest.fixture(autouse=True)
def _module_rng_reseeded(request):
    """A test module that draws from a module-level ``RNG`` inside its tests sets ``RNG_SEED``:
    its ``RNG`` is then reseeded before each test, so a test's data do not depend on which tests
    ran before it in the same process (xdist's order differs between runs)."""
    seed = getattr(request.module, "RNG_SEED", None)
    if seed is not None:
        request.module.RNG = np.random.default_rng(seed)


@pytest.fixture
def jax_x64():
    """JAX's x64 mode on for the test, for tests below minicell's x64 boundary: they call an op's
    jitted kernel directly or compute plain-JAX references that must be 64-bit like minicell's
    results (minicell itself enters x64 only around its own work, runtime/x64.py)."""
    import jax
    with jax.enable_x64(True):
        yield


@pytest.fixture
def xla_compiles():
    """A list that gets one entry per XLA compilation made during the test (JAX's monitoring
    events; clear it to start counting later)."""
    import jax.monitoring as monitoring
    compiles = []

    def listen(event, duration, **kwargs):
        if event.endswith("backend_compile_duration"):
            compiles.append(event)
    monitoring.register_event_duration_secs_listener(listen)
    yield compiles
    monitoring.unregister_event_duration_listener(listen)


MODES = [pytest.param(ms.PYNATIVE_MODE, id="pynative"), pytest.param(ms.GRAPH_MODE, id="graph")]


@pytest.fixture(params=MODES)
def mode(request):
    """Run the test once in each mode (the autouse fixture above restores PYNATIVE_MODE)."""
    ms.set_context(mode=request.param)
    yield request.param


def in_both_modes(argnames, cases, ids=None, graph_every=4):
    """``pytest.mark.parametrize`` of a test taking ``argnames`` and the ``mode`` fixture over
    ``cases`` (value tuples or ``pytest.param``s): every case runs in PYNATIVE_MODE, and every
    ``graph_every``-th one in GRAPH_MODE by default (a sample of the table: the walk checks that
    GRAPH_MODE compiles each kind of call), the other GRAPH_MODE runs under ``-m slow``.
    For the long per-case value tables, whose GRAPH_MODE runs repeat what the per-op walk
    (test_ops_graph_vs_eager) checks and cost an XLA compile each."""
    single = "," not in argnames
    params = []
    for i, case in enumerate(cases):
        values, marks, cid = (case.values, list(case.marks), case.id) if hasattr(case, "values") \
            else ((case,) if single else tuple(case), [], None)
        cid = cid or (ids[i] if ids else str(i))
        for mode_param in MODES:
            slow = mode_param.id == "graph" and i % graph_every
            params.append(pytest.param(*values, mode_param.values[0], id=f"{cid}-{mode_param.id}",
                                       marks=marks + ([pytest.mark.slow] if slow else [])))
    return pytest.mark.parametrize(f"{argnames},mode", params, indirect=["mode"])


@pytest.fixture
def graph_mode():
    """Run the test in GRAPH_MODE (modules use ``pytestmark = pytest.mark.usefixtures(...)``)."""
    ms.set_context(mode=ms.GRAPH_MODE)
    yield




class FnCell(ms.nn.Cell):
    """A Cell calling ``fn`` on its inputs, so both modes compile/run the same function."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *xs):
        return self.fn(*xs)


class GradCell(ms.nn.Cell):
    """A Cell whose construct takes ``ops.GradOperation(**options)`` of ``net`` (with respect to
    ``weights`` when given), so in GRAPH_MODE the gradient is compiled inside the graph."""

    def __init__(self, net, weights=None, **options):
        super().__init__()
        self.net = net
        self.weights = weights
        self.grad_op = ms.ops.GradOperation(**options)

    def construct(self, *args, **kwargs):
        if self.weights is None:
            return self.grad_op(self.net)(*args, **kwargs)
        return self.grad_op(self.net, self.weights)(*args, **kwargs)


def default_or_slow(op):
    """pytest marks for a registry op in the per-op walks: ops of the core primitive modules and
    ops with a hand-written jvp rule run by default; the breadth modules' ops (``*_ext.py``,
    whose derivatives are JAX's own) run under ``-m slow``, keeping the default suite fast."""
    module = getattr(op.impl, "__module__", "") or ""
    core = not module.rsplit(".", 1)[-1].endswith(("_ext", "_resize", "fft"))
    return () if core or op.jvp is not None else (pytest.mark.slow,)


def load_program(source, name, folder):
    """Import generated program ``source`` as module ``name`` from a file in ``folder`` (the
    fuzzers' programs need a real file: GRAPH_MODE reads construct's source)."""
    import importlib.util
    path = folder / f"{name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class ProjectedSum(ms.nn.Cell):
    """``(net(x) * proj).sum()``: a scalar loss whose gradient weighs every output element."""

    def __init__(self, net, proj):
        super().__init__()
        self.net = net
        self.proj = ms.Tensor(proj)

    def construct(self, x):
        return (self.net(x) * self.proj).sum()


def raises_as_mindspore(call, exc, pattern):
    """``call()`` raises ``exc`` matching ``pattern`` (the bad-input catalogues' cases); a case
    that switches the mode gets the one it found back."""
    mode = ms.get_context("mode")
    try:
        with pytest.raises(exc, match=pattern):
            call()
    finally:
        ms.set_context(mode=mode)


def catalogue(prefix, modules):
    """``(ROWS, GOOD)`` of a bad-input round split over ``{prefix}{module}`` row modules, each
    case named ``module:name`` (names repeat across modules)."""
    rows, good = {}, {}
    for name in modules:
        mod = importlib.import_module(prefix + name)
        rows.update((f"{name}:{k}", v) for k, v in mod.ROWS.items())
        good.update((f"{name}:{k}", v) for k, v in mod.GOOD.items())
    return rows, good


def catalogue_tests(rows, good):
    """The two tests of a bad-input round, for its module to bind by these names: each row
    raises 2.10's exception type and text (``raises_as_mindspore``, the text up to its C++
    stack), each good neighbour still computes what 2.10 printed (its ``repr``)."""
    from bad_input_rows47_help import upto_stack

    @pytest.mark.parametrize("name", list(rows))
    def test_bad_input_raises_as_mindspore_2_10(name):
        call, exc, text = rows[name]
        raises_as_mindspore(call, exc, upto_stack(text))

    @pytest.mark.parametrize("name", list(good))
    def test_the_neighbours_still_work(name):
        call, want = good[name]
        assert repr(call()) == want
    return test_bad_input_raises_as_mindspore_2_10, test_the_neighbours_still_work


# ---- heavy cases: out of the default run, run by CI ---------------------------------------------
HEAVY_LIST = os.path.join(os.path.dirname(__file__), "heavy_tests.txt")
DEFAULT_MARKEXPR = "not slow"    # pyproject.toml's addopts


def _heavy_ids():
    """The node ids listed in ``heavy_tests.txt`` (``<id>  # <seconds> s`` per line; lines
    starting with ``#`` are comments)."""
    with open(HEAVY_LIST) as f:
        return {line.rsplit("  #", 1)[0].strip() for line in f if not line.startswith("#")} - {""}


class _RunRefused(pytest.Item):
    """The one case of a run that conftest refuses: it fails with the reason. Raising from
    ``pytest_collection_modifyitems`` instead shows under xdist only as an INTERNALERROR naming
    whichever case the worker held, without the reason (pytest-xdist 3)."""

    def runtest(self):
        raise pytest.UsageError(self.reason)

    def repr_failure(self, excinfo):
        return self.reason

    def reportinfo(self):
        return self.path, None, self.name


def _fail_run(config, items, reason):
    """Deselect every collected case and run ``_RunRefused`` alone (each xdist worker collects
    the same single case, so the controller accepts the collection and prints the reason)."""
    if not items:
        raise pytest.UsageError(reason)
    refused = _RunRefused.from_parent(items[0].session, name="heavy_tests.txt")
    refused.reason = reason
    refused.add_marker(pytest.mark.heavy)       # kept by ``-m heavy`` and by ``-m 'not slow'``
    config.hook.pytest_deselected(items=list(items))
    items[:] = [refused]


@pytest.hookimpl(tryfirst=True)     # before ``-m`` deselects: the mark must already be there
def pytest_collection_modifyitems(config, items):
    """Mark ``heavy`` the cases listed in ``heavy_tests.txt``: the ones that cost over 0.7 s
    of CPU each (their XLA compiles, mostly), about 60% of the suite's time in ~1,500 cases (a
    test file may also mark a case ``@pytest.mark.heavy`` itself). A run of the whole suite
    with pyproject's own ``-m 'not slow'`` (the README's command) leaves them out, so that it
    stays well inside ten minutes on two cores; ``.ci/run`` runs them after it (``-m heavy``),
    so CI still runs every case. A run naming files or cases keeps them, and so does a
    profiling run (``--case-cpu``). A listed id that no longer exists fails a run of the whole
    suite (``_fail_run``: a renamed case would silently come back into the default run
    otherwise)."""
    heavy = _heavy_ids()
    seen = set()
    for item in items:
        if item.nodeid in heavy:
            item.add_marker(pytest.mark.heavy)
            seen.add(item.nodeid)
    if config.args_source is not pytest.Config.ArgsSource.TESTPATHS:
        return
    if heavy - seen:
        _fail_run(config, items, f"{HEAVY_LIST} lists cases that were not collected (renamed "
                                 f"or removed? update the list): {sorted(heavy - seen)[:10]}")
        return
    if config.option.markexpr == DEFAULT_MARKEXPR and not config.getoption("case_cpu"):
        # listed, or marked ``@pytest.mark.heavy`` in the test file itself
        out = [i for i in items if i.nodeid in seen or i.get_closest_marker("heavy")]
        config.hook.pytest_deselected(items=out)
        dropped = {id(i) for i in out}
        items[:] = [i for i in items if id(i) not in dropped]


@pytest.hookimpl(hookwrapper=True)
def pytest_collection(session):
    """Python's cyclic collector paused while the ~1,000 test modules are imported (every
    xdist worker imports all of them): compiling and assertion-rewriting them (a clean clone's
    first run, or ``PYTHONDONTWRITEBYTECODE``) made full collections walk the heap again and
    again (``pytest --co -q``: 51.6 -> 38.4 s CPU; the same with cached bytecode). Not frozen
    after: ``gc.get_referrers`` does not see frozen objects, and GRAPH_MODE uses it to find a
    returned list held by a module's globals (``compiler/tree.outside_lists``): ``gc_paused``
    moves them to the oldest generation without leaving them frozen."""
    with gc_paused():
        yield


def pytest_addoption(parser):
    parser.addoption("--case-cpu", metavar="DIR", default=None,
                     help="write each case's process CPU seconds to DIR/<pid>.tsv (what "
                          "tests/heavy_list.py reads to rewrite heavy_tests.txt)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """With ``--case-cpu DIR``: one ``<node id>\t<CPU seconds>`` line per case (setup, call and
    teardown; process CPU, so XLA's compile threads count and a loaded machine's waits do not)."""
    folder = item.config.getoption("case_cpu")
    if folder is None:
        yield
        return
    start = time.process_time()
    yield
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"{os.getpid()}.tsv"), "a") as f:
        f.write(f"{item.nodeid}\t{time.process_time() - start:.3f}\n")
