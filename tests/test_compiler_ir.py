"""The compiler's IR text, passes, verifier and the errors/warnings that point at user lines."""
import os
import subprocess
import sys
import textwrap
import warnings

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.compiler import ir, passes
from minicell.compiler.errors import CompileWarning, ConcretizationError, GraphModeError
from minicell.runtime.registry import get_op

HERE = os.path.basename(__file__)


pytestmark = pytest.mark.usefixtures("graph_mode")


class Small(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones((2, 3), np.float32)), name="w")

    def construct(self, x):
        y = ops.matmul(x, self.w)
        z = y * 2
        dead = y - 100          # removed by dead code elimination
        return z + z


def _line(marker):
    """Line number in this file of the (unique) source line containing ``marker``."""
    with open(__file__) as f:
        for i, text in enumerate(f, 1):
            if marker in text and "_line(" not in text:
                return i
    raise AssertionError(marker)


def test_printed_ir_golden():
    text = str(Small().compile_ir(ms.Tensor(np.ones((4, 2), np.float32))))
    m, z = _line("y = ops.matmul(x, self.w)"), _line("z = y * 2")
    r = _line("return z + z")
    expected = textwrap.dedent(f"""\
        graph Small.construct(%x: f32[4,2], %w: f32[2,3]) {{
          %0: f32[4,3] = matmul(%x, %w, transpose_a=False, transpose_b=False)   # {HERE}:{m}
          %1: f32[4,3] = mul(%0, 2)                                    # {HERE}:{z}
          %2: f32[4,3] = add(%1, %1)                                   # {HERE}:{r}
          return (%2)
        }}""")
    assert text == expected


def test_cond_and_while_print_as_subgraphs():
    class Loop(nn.Cell):
        def construct(self, x):
            if x.sum() > 0:
                x = x * 2
            while x.sum() < 10:
                x = x + 1
            return x
    text = str(Loop().compile_ir(ms.Tensor([1.0])))
    for piece in ("= cond(", "graph cond_true(", "graph cond_false(", "= while(",
                  "graph while_cond(", "graph while_body("):
        assert piece in text


def _graph_with(nodes_fn):
    g = ir.Graph("t")
    x = g.add_input(ir.Var((3,), np.float32), "x")
    g.outputs = nodes_fn(g, x)
    return g


def _node(g, opname, inputs, attrs=()):
    op = get_op(opname)
    out = ir.Var((3,), np.float32)
    g.nodes.append(ir.Node(op, inputs, attrs, (out,)))
    return out


def test_cse_merges_identical_pure_nodes():
    def build(g, x):
        a = _node(g, "mul", (x, 2.0))
        b = _node(g, "mul", (x, 2.0))
        return [_node(g, "add", (a, b))]
    g = passes.run_passes(_graph_with(build))
    assert [n.op.name for n in g.nodes] == ["mul", "add"]
    assert g.nodes[1].inputs[0] is g.nodes[1].inputs[1]


def test_dce_keeps_side_effects_and_drops_dead_nodes():
    def build(g, x):
        _node(g, "exp", (x,))                      # dead
        _node(g, "assign", (x, x))                 # side effect: kept
        return [_node(g, "neg", (x,))]
    g = passes.run_passes(_graph_with(build))
    assert [n.op.name for n in g.nodes] == ["assign", "neg"]


def test_constant_folding():
    def build(g, x):
        c = ir.Var((3,), np.float32)
        g.nodes.append(ir.Node(ir.CONST, (), (), (c,), extra=np.ones(3, np.float32)))
        d = _node(g, "mul", (c, 3.0))
        return [_node(g, "add", (x, d))]
    g = passes.run_passes(_graph_with(build))
    assert [n.op.name for n in g.nodes] == ["const", "add"]
    np.testing.assert_allclose(g.nodes[0].extra, [3.0, 3.0, 3.0])


def test_verifier_catches_use_before_definition():
    g = ir.Graph("bad")
    x = ir.Var((3,), np.float32)            # never defined
    out = ir.Var((3,), np.float32)
    g.nodes.append(ir.Node(get_op("neg"), (x,), (), (out,)))
    g.outputs = [out]
    with pytest.raises(passes.VerifyError, match="before it is defined"):
        passes.verify(g)


def test_dump_ir_env_var(tmp_path):
    script = tmp_path / "dump.py"
    script.write_text(textwrap.dedent("""\
        import minicell as ms
        @ms.jit
        def f(x):
            return x * 2 + 0
        f(ms.Tensor([1.0]))
        """))
    env = dict(os.environ, MINICELL_DUMP_IR="1")
    res = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env,
                         timeout=120)
    assert res.returncode == 0, res.stderr
    for name in passes.PASSES:
        assert f"// IR after {name.__name__}" in res.stderr



def test_save_graphs_writes_each_stage_and_the_validated_graph(tmp_path):
    # set_context(save_graphs=True, save_graphs_path=...): one NN_<stage>_MMMM.ir file per stage,
    # the last `validate`; a print node shows its text and tensors as MindSpore's Print
    @ms.jit
    def f(x):
        print("x is", x)
        return x * 2

    ms.set_context(save_graphs=True, save_graphs_path=str(tmp_path / "ir"))
    f(ms.Tensor([1.0]))
    ms.set_context(save_graphs=False)
    names = sorted(p.name for p in (tmp_path / "ir").iterdir())
    stages = ["bootstrap", "type_inference"] + [p.__name__ for p in passes.PASSES] + ["validate"]
    assert [n.split("_", 1)[1].rsplit("_", 1)[0] for n in names] == stages
    assert all(n.startswith(f"{i:02d}_") and n.endswith(".ir") for i, n in enumerate(names))
    final = (tmp_path / "ir" / names[-1]).read_text()
    assert 'Print("x is", %' in final and "mul(" in final
    f(ms.Tensor([2.0, 3.0]))                       # another compile, nothing written
    assert len(list((tmp_path / "ir").iterdir())) == len(stages)

# ---- errors point at the user's line ---------------------------------------------------------
def _error_of(cell, *args):
    with pytest.raises(GraphModeError) as info:
        cell(*args)
    return info


class ReadsValue(nn.Cell):
    def construct(self, x):
        y = x * 2
        v = y.asnumpy()  # <- read
        return y


class OneBranch(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:  # <- one branch
            y = x * 2
        return y


class TensorAttr(nn.Cell):
    def construct(self, x):
        self.cache = (x, x * 2)  # <- attr
        return x


class SubscriptAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([TensorAttr()])

    def construct(self, x):
        self.blocks[0].k = 1  # <- subscript attr
        return x


@pytest.mark.parametrize("cell,marker,cls,words", [
    (ReadsValue, "v = y.asnumpy()  # <- read", ConcretizationError, "asnumpy()"),
    (OneBranch, "if x.sum() > 0:  # <- one branch", GraphModeError,
     "The local variable 'y' is not defined in false branch, but defined in true branch"),
    (TensorAttr, "self.cache = (x, x * 2)  # <- attr", GraphModeError, "not a Parameter"),
    # MindSpore's RuntimeError: an attribute of an object found by indexing cannot be assigned
    (SubscriptAttr, "self.blocks[0].k = 1  # <- subscript attr", RuntimeError,
     "In graph mode, only attribute and name of class members can be assigned. But got "
     "Subscript"),
], ids=["asnumpy_strict", "one_branch", "tensor_attr", "subscript_attr"])
def test_errors_quote_file_line_source_and_caret(cell, marker, cls, words):
    # asnumpy() is a numpy island by default (tests/test_graph_syntax_islands.py); STRICT
    # makes it the compile error checked here. STRICT refuses any write of a plain attribute
    # of self (2.10's TypeError/AttributeError), so that case runs at LAX
    strict = cell is not TensorAttr
    ms.set_context(jit_syntax_level=ms.STRICT if strict else ms.LAX)
    try:
        info = _error_of(cell(), ms.Tensor([1.0, 2.0]))
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)
    assert isinstance(info.value, cls)
    msg = str(info.value)
    first = marker.split("\n")[0]
    line = _line(first)
    assert f'File "{__file__}", line {line}' in msg
    assert first.strip() in msg
    assert "^" in msg and "Instead:" in msg
    assert words in msg


def test_caret_under_the_offending_call():
    ms.set_context(jit_syntax_level=ms.STRICT)     # else asnumpy() is a numpy island
    try:
        msg = str(_error_of(ReadsValue(), ms.Tensor([1.0])).value)
    finally:
        ms.set_context(jit_syntax_level=ms.LAX)
    lines = msg.splitlines()
    src = next(i for i, t in enumerate(lines) if "y.asnumpy()" in t)
    caret = lines[src + 1]
    assert caret.index("^") == lines[src].index("y.asnumpy()")


def test_side_effect_warning_names_the_line():
    class Appends(nn.Cell):
        def __init__(self):
            super().__init__()
            self.seen = []

        def construct(self, x):
            self.seen.append(1)  # <- append
            return x
    with pytest.warns(CompileWarning, match=r"self\.seen\.append") as rec:
        Appends()(ms.Tensor([1.0]))
    assert f"line {_line('self.seen.append(1)  # <- append')}" in str(rec[0].message)


def test_hooks_skipped_with_one_warning_naming_cells():
    class Inner(nn.Cell):
        def construct(self, x):
            return x * 2

    class Outer(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Inner()
            self.b = Inner()

        def construct(self, x):
            return self.b(self.a(x))
    net = Outer()
    calls = []
    net.a.register_forward_hook(lambda *args: calls.append(args))
    net.b.register_forward_pre_hook(lambda *args: calls.append(args))
    with warnings.catch_warnings(record=True) as rec:
        warnings.simplefilter("always")
        out = net(ms.Tensor([1.0]))
        net(ms.Tensor([1.0]))                      # cached: no second warning
    msgs = [str(w.message) for w in rec if issubclass(w.category, CompileWarning)]
    assert len(msgs) == 1 and "a (forward)" in msgs[0] and "b (forward_pre)" in msgs[0]
    assert calls == []
    np.testing.assert_allclose(out.asnumpy(), [4.0])


def test_print_runs_every_call(capfd):
    class P(nn.Cell):
        def construct(self, x):
            print("value:", x * 2)
            return x
    p = P()
    p(ms.Tensor([1.0]))
    p(ms.Tensor([3.0]))
    out = capfd.readouterr().out
    assert out == ("value:\nTensor(shape=[1], dtype=Float32, value=[ 2.00000000e+00])\n"
                   "value:\nTensor(shape=[1], dtype=Float32, value=[ 6.00000000e+00])\n")


class _WithP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor([1.0]), name="p")


def test_depend_keeps_order_and_value():
    class D(_WithP):
        def construct(self, x):
            a = ops.assign(self.p, x)
            return ops.depend(self.p * 1, a)
    d = D()
    np.testing.assert_allclose(d(ms.Tensor([5.0])).asnumpy(), [5.0])
    np.testing.assert_allclose(d.p.asnumpy(), [5.0])


def test_depend_of_a_nested_tuple_orders_each_tensor_after_the_expression():
    """MindSpore's Depend takes a tuple (nested too) as its value: each Tensor in it is
    ordered after ``expr``, the structure and non-Tensor items kept."""
    class D(_WithP):
        def construct(self, x):
            a = ops.assign(self.p, x)
            pair = ((self.p * 1, x + 1), [self.p * 2, 3])
            return ops.depend((pair, pair), a)
    d = D()
    out = d(ms.Tensor([5.0]))
    assert isinstance(out, tuple) and isinstance(out[0][1], list) and out[1][1][1] == 3
    assert [t.asnumpy().tolist() for t in (out[0][0][0], out[0][0][1], out[1][1][0])] == \
        [[5.0], [6.0], [10.0]]


def test_caret_of_conversion_error_accounts_for_indentation():
    class Yields(nn.Cell):
        def construct(self, x):
            y = x + (yield x)  # <- yield
            return y
    msg = str(_error_of(Yields(), ms.Tensor([1.0])).value)
    assert f"line {_line('y = x + (yield x)  # <- yield')}" in msg
    lines = msg.splitlines()
    src = next(i for i, t in enumerate(lines) if "(yield x)" in t)
    assert lines[src + 1].index("^") == lines[src].index("yield x")
    assert lines[src + 1].count("^") == len("yield x")
