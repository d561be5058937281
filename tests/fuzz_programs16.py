"""Random programs for the sixteenth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz16):
dynamic shapes and sequence layers the way users write them, ``fuzz_programs7``'s ``dyn`` family
(``_Dyn``: the same module head, ``snap`` and ``total``, its data-dependent statements) grown into
a small sequence model over ``construct(x, ids)`` (``x`` float32 (batch, time, 4), ``ids`` int32
(batch, time) token ids whose tail is padding):

- ``Cell.set_inputs`` with ``None`` dimensions (``Tensor(shape=[None, None, 4], dtype=...)``, or
  one dimension fixed), or none at all, then calls with several concrete shapes (repeated, so a
  compiled graph is reused) whose sizes the construct reads as values (``x.shape[1]``);
- ``nn.LSTM``/``nn.GRU``/``nn.RNN`` (``num_layers``, ``bidirectional``, ``batch_first``,
  ``has_bias``, ``nonlinearity``, initial states built from the batch size, ``seq_length`` counted
  from the padding mask; without ``set_inputs``, as 2.10's GRAPH_MODE runs them on static shapes
  only) and ``nn.LSTMCell``/``GRUCell``/``RNNCell`` stepped over time (the first three steps
  when the time length is dynamic);
- ``nn.Embedding`` with ``padding_idx``; ``nn.MultiheadAttention`` (``batch_first``,
  ``key_padding_mask`` from the ids, a causal bool or float ``attn_mask`` of the current length,
  ``need_weights``/``average_attn_weights``);
- ``ops.pad`` by sizes computed from the shape (constant with a value, reflect, replicate) and
  sliced back; ``masked_select``/``nonzero``/``unique``/boolean-mask indexing (family 7's).

``main()`` calls the network on two shapes and the first again, then takes the gradients of the
sum of its float outputs with respect to ``x`` and every Parameter on the second, runs two
``TrainOneStepCell`` steps (SGD) on the first and snaps every Parameter. Parameters start from fixed values (no random init).
Every construct was written to be valid on MindSpore 2.10 in both modes (its GRAPH_MODE takes
these layers, masks and dynamic inputs: spot checks on its CPU build).
"""
import re

from fuzz_programs7 import HEAD
from fuzz_programs7_more import _DYN, _Dyn

_RNNS = ["LSTM", "GRU", "RNN"]
_ACTS = ["ops.tanh(h)", "ops.relu(h)", "ops.sigmoid(h) * 2.0 - 1.0", "h * 0.5", "ops.gelu(h)"]
# statements over h (batch, t, 4) keeping its shape; {t} is the time length read from x
_PADS = [
    "h = ops.pad(h, (0, 0, 0, 8 - t))[:, :t]",
    "h = ops.pad(h, (1, 1, 2, 0), value=0.5)[:, 2:, 1:5]",
    "h = ops.pad(h, (0, 0, 1, 1), mode='replicate')[:, :t] + h",
    "h = ops.pad(h, (2, 0), mode='reflect')[..., :4] * 0.5",
    "p = ops.pad(h, (0, 0, 0, t % 2 + 1), mode='constant', value=-1.0)\nh = h + p.mean(1, keep_dims=True)",
    "h = ops.pad(h.swapaxes(1, 2), (1, 0), mode='replicate')[:, :, :t].swapaxes(1, 2)",
]


class _Seq(_Dyn):
    """A sequence model over dynamic shapes (see the module docstring)."""

    def program(self):
        r = self.r
        self.init, self.extra = [], []
        # set_inputs: None, both dims dynamic, or one of them fixed (then every call keeps it)
        self.dyn = r.choice([None, None, "both", "batch", "time", "time"])
        # 2.10's GRAPH_MODE cannot build a shape from a dynamic size (ops.zeros((b, 4)), a
        # range(t) loop): such programs derive those tensors from the data instead (measured)
        self.dyn_b, self.dyn_t = self.dyn in ("both", "time"), self.dyn in ("both", "batch")
        self.emit("b, t = x.shape[0], x.shape[1]")
        self.emit("mask = ids == self.pad_idx")
        self.emit("h = x + self.emb(ids)" if r.random() < 0.6 else "h = x * 1.0")
        # 2.10's GRAPH_MODE runs nn.LSTM/GRU/RNN over static shapes only (their stacked loop
        # fails under set_inputs' dynamic sizes, measured): those programs call them on static
        # inputs (several shapes, each compiled on its own)
        rnn = [] if self.dyn else [self._rnn, self._rnn]
        stages = rnn + [self._mha, self._cell_loop, self._pad, self._dyn, self._dense]
        for stage in r.sample(stages, r.randint(2, 4)):
            stage()
        outs = ["h"] + self.extra[:2] + r.sample(["h.sum()", "h[:, -1]", "h.mean(1)", "t * 2"],
                                                 r.randint(0, 2))
        self.emit("return " + ", ".join(outs))
        return self.finish(self.body())

    def _rnn(self):
        r = self.r
        kind, n = r.choice(_RNNS), len(self.init)
        bi, layers, bf = r.random() < 0.5, r.choice([1, 1, 2]), r.random() < 0.5
        hid = 2 if bi else 4
        kw = [f"num_layers={layers}", f"batch_first={bf}", f"bidirectional={bi}"]
        if r.random() < 0.3:
            kw.append("has_bias=False")
        if kind == "RNN" and r.random() < 0.5:
            kw.append("nonlinearity='relu'")
        self.init.append(f"self.rnn{n} = nn.{kind}(4, {hid}, {', '.join(kw)})")
        args = ["h" if bf else "h.swapaxes(0, 1)"]
        if r.random() < 0.5:
            st = f"ops.full(({layers * (2 if bi else 1)}, b, {hid}), {r.choice([0.1, -0.2])}, dtype=ms.float32)"
            args.append(f"({st}, {st} * 0.5)" if kind == "LSTM" else st)
        if r.random() < 0.4:
            args.append("seq_length=(1 - mask.astype(ms.int32)).sum(1).astype(ms.int32)")
        self.emit(f"o, st{n} = self.rnn{n}({', '.join(args)})")
        self.emit("h = o" if bf else "h = o.swapaxes(0, 1)")
        self.extra.append(f"st{n}[0]" if kind == "LSTM" else f"st{n}")

    def _mha(self):
        r = self.r
        n, bf = len(self.init), r.random() < 0.5
        self.init.append(f"self.mha{n} = nn.MultiheadAttention(4, 2, batch_first={bf})")
        q = "h" if bf else "h.swapaxes(0, 1)"
        kw = []
        if r.random() < 0.6:
            kw.append("key_padding_mask=mask")
        if r.random() < 0.5:
            if self.dyn_t:
                self.emit("e = ops.ones_like(ids[0], dtype=ms.float32)\nsq = e[:, None] * e[None, :]")
            else:
                self.emit("sq = ops.ones((t, t), ms.float32)")
            self.emit(r.choice(["am = ops.triu(sq, 1) > 0", "am = ops.triu(sq * -1e4, 1)"]))
            kw.append("attn_mask=am")
        if r.random() < 0.3:
            kw.append("average_attn_weights=False")
        self.emit(f"o, w{n} = self.mha{n}({q}, {q}, {q}{''.join(', ' + k for k in kw)})")
        self.emit("h = o" if bf else "h = o.swapaxes(0, 1)")
        self.extra.append(f"w{n}")

    def _cell_loop(self):
        r = self.r
        kind, n = r.choice(["LSTMCell", "GRUCell", "RNNCell"]), len(self.init)
        self.init.append(f"self.cell{n} = nn.{kind}(4, 4)")
        self.emit(("hx = ops.zeros_like(h[:, 0])" if self.dyn_b else "hx = ops.zeros((b, 4), ms.float32)")
                  + ("\ncx = hx * 1.0" if kind == "LSTMCell" else ""))
        self.emit(f"outs = []\nfor i in range({3 if self.dyn_t else 't'}):")
        if kind == "LSTMCell":
            self.emit(f"    hx, cx = self.cell{n}(h[:, i], (hx, cx))")
        else:
            self.emit(f"    hx = self.cell{n}(h[:, i], hx)")
        self.emit("    outs.append(hx)")
        self.emit("h = ops.cat((ops.stack(outs, 1), h[:, 3:]), 1)" if self.dyn_t else "h = ops.stack(outs, 1)")

    def _pad(self):
        self.emit(self.r.choice(_PADS))

    def _dyn(self):
        # family 7's data-dependent statements, over the 2-d view of h (and x's as ``y``)
        self.emit("h2 = h.reshape(-1, 4)\ny = x.reshape(-1, 4)")
        # (2.10's CPU build has no UniqueGrad kernel, and every program takes gradients)
        for s in self.r.sample([s for s in _DYN if "unique" not in s], self.r.randint(1, 2)):
            self.emit(re.sub(r"\bh\b", "h2", s))
        self.emit("h = h2.reshape(b, t, 4)")

    def _dense(self):
        n = len(self.init)
        self.init.append(f"self.fc{n} = nn.Dense(4, 4, activation='{self.r.choice(['tanh', 'relu'])}')")
        self.emit(f"h = self.fc{n}(h)")
        self.emit("h = " + self.r.choice(_ACTS))

    def finish(self, construct):
        r = self.r
        pad = r.randint(0, 2)
        init = "".join(f"\n        {s}" for s in self.init)
        dyn = self.dyn
        b0, t0 = r.choice([1, 2, 3]), r.choice([3, 4, 5, 6])
        shapes = [(b0 if dyn == "batch" else r.choice([1, 2, 3]),
                   t0 if dyn == "time" else r.choice([3, 4, 5, 6])) for _ in range(2)]
        shapes.append(shapes[0])
        dims = {"both": "None, None", "batch": f"{b0}, None", "time": f"None, {t0}"}.get(dyn)
        sig = (f"\n    net.set_inputs(Tensor(shape=[{dims}, 4], dtype=ms.float32), "
               f"Tensor(shape=[{dims}], dtype=ms.int32))") if dyn else ""
        return HEAD + f'''

def lin(*shape, lo=-0.5, hi=0.6):
    n = int(np.prod(shape))
    return Tensor(np.linspace(lo, hi, n).reshape(shape).astype(np.float32))


def xs(b, t):
    return Tensor(np.sin(np.arange(b * t * 4).reshape(b, t, 4) * 0.7).astype(np.float32))


def token_ids(b, t, pad):
    """Token ids in [0, 7) with at least one real token a row and a padded tail in odd rows."""
    a = (np.arange(b * t).reshape(b, t) * 3 + 1) % 7
    a[a == pad] = (pad + 1) % 7
    a[1::2, t // 2 + 1:] = pad
    return Tensor(a.astype(np.int32))


class Prog(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pad_idx = {pad}
        table = np.cos(np.arange(28).reshape(7, 4) * 0.9).astype(np.float32)
        table[{pad}] = 0.0
        self.emb = nn.Embedding(7, 4, embedding_table=Tensor(table), padding_idx={pad}){init}
        for k, p in enumerate(self.trainable_params()):
            if 'emb' not in p.name:
                p.set_data(lin(*p.shape, lo=-0.4 - 0.01 * k, hi=0.5))

    def construct(self, x, ids):
{construct}


def main():
    shapes = {shapes!r}
    net = Prog(){sig}
    res = [snap(net(xs(b, t), token_ids(b, t, {pad}))) for b, t in shapes]
    b, t = shapes[1]
    loss = Loss(net)
    res.append(snap(ms.grad(loss, grad_position=0, weights=net.trainable_params())(xs(b, t), token_ids(b, t, {pad}))))
    step = nn.TrainOneStepCell(loss, nn.SGD(net.trainable_params(), 0.05))
    b, t = shapes[0]
    for _ in range(2):
        res.append(snap(step(xs(b, t), token_ids(b, t, {pad}))))
    res.append(snap(list(net.trainable_params())))
    return res
'''


def generate(seed):
    """The source of program ``seed``."""
    return _Seq(seed).program()
