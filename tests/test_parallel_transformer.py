"""minicell.parallel._transformer (MindSpore's transformer layers for model-zoo GPT/PanGu-style
networks). Expected values were measured on MindSpore 2.10 (CPU) running the 2.7 source of
``mindspore.parallel._transformer`` (2.10 no longer ships the package) with the same seeded
weights; float16 compute paths are compared at float16 precision."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from minicell.parallel import _transformer as T

B, S, TGT, H, FFN = 2, 4, 3, 8, 16
NO_DROPOUT = dict(attention_dropout_rate=0.0, hidden_dropout_rate=0.0)


def seed_params(net, seed):
    """Every Parameter, in name order, from one seeded normal stream (gammas near 1)."""
    rng = np.random.RandomState(seed)
    for p in sorted(net.get_parameters(), key=lambda p: p.name):
        v = rng.standard_normal(p.shape).astype(np.float32) * 0.3
        if p.name.endswith("gamma"):
            v = 1 + v * 0.3
        p.set_data(ms.Tensor(v, p.dtype))


class SquareLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *xs):
        return (ops.cast(self.net(*xs)[0], ms.float32) ** 2).mean()


def sgd_step(net, *xs):
    return nn.TrainOneStepCell(SquareLoss(net), nn.SGD(net.trainable_params(), 0.5))(*xs)


def inputs():
    rng = np.random.RandomState(1)
    x = ms.Tensor(rng.standard_normal((B, S, H)).astype(np.float32))
    y = ms.Tensor(rng.standard_normal((B, TGT, H)).astype(np.float32))
    mask = np.tril(np.ones((S, S)))[None].repeat(B, 0)
    mask[1, :, 3] = 0
    mem = np.ones((B, TGT, S))
    mem[0, :, 2:] = 0
    ids = ms.Tensor(rng.randint(0, 11, (B, S)).astype(np.int32))
    labels = ms.Tensor(rng.randint(0, 11, (B, S)).astype(np.int32))
    return dict(x=x, y=y, mask=ms.Tensor(mask, ms.float16),
                dec_mask=ms.Tensor(np.tril(np.ones((TGT, TGT)))[None].repeat(B, 0), ms.float16),
                mem=ms.Tensor(mem, ms.float16), ids=ids, labels=labels,
                pad=ms.Tensor(np.array([[1, 1, 1, 0], [1, 1, 0, 0]], np.float32)))


@pytest.fixture
def pynative():
    ms.set_context(mode=ms.PYNATIVE_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.fixture
def graph():
    ms.set_context(mode=ms.GRAPH_MODE)
    yield
    ms.set_context(mode=ms.PYNATIVE_MODE)


@pytest.mark.slow
def test_encoder_layer_forward_and_step_pynative(pynative):
    d = inputs()
    layer = T.TransformerEncoderLayer(batch_size=B, hidden_size=H, ffn_hidden_size=FFN,
                                      num_heads=2, seq_length=S, **NO_DROPOUT)
    names = [(p.name, p.shape) for p in layer.get_parameters()]
    assert names[:2] == [("layernorm1.gamma", (8,)), ("layernorm1.beta", (8,))]
    assert ("attention.dense2.weight", (8, 8)) in names
    assert ("output.mapping.weight", (8, 16)) in names       # (in, out): not transposed
    assert ("output.projection.weight", (16, 8)) in names
    seed_params(layer, 0)
    out, (key, value) = layer(d["x"], d["mask"])
    assert out.dtype == ms.float32 and key.dtype == ms.float16
    assert key.shape == (2, 2, 4, 4) and value.shape == (2, 2, 4, 4)
    np.testing.assert_allclose(
        out.asnumpy()[1, 3],
        [0.769262, 2.11909, 1.359562, 0.06019, -2.10596, 1.879455, -0.352549, -1.1853],
        atol=2e-3)
    loss = sgd_step(layer, d["x"], d["mask"])
    np.testing.assert_allclose(loss.asnumpy(), 2.0039763, rtol=1e-3)
    np.testing.assert_allclose(
        layer.output.projection.bias.asnumpy(),
        [-0.126172, 0.585675, -0.369877, -0.118673, -0.483461, -0.040583, -0.55881, -0.069551],
        atol=5e-4)


@pytest.mark.slow
def test_post_layernorm_decoder_layer_graph(graph):
    d = inputs()
    layer = T.TransformerDecoderLayer(batch_size=B, hidden_size=H, ffn_hidden_size=FFN,
                                      num_heads=2, src_seq_length=S, tgt_seq_length=TGT,
                                      post_layernorm_residual=True, **NO_DROPOUT)
    seed_params(layer, 3)
    out, present = layer(d["y"], d["dec_mask"], d["x"], d["mem"])
    assert out.dtype == ms.float16            # post-layernorm: the float16 residual sum
    assert len(present) == 4 and present[2].shape == (2, 2, 4, 4)   # cross key over the source
    np.testing.assert_allclose(
        out.asnumpy()[0, 2].astype(np.float32),
        [-0.2405, -2.877, -0.271, -0.415, 1.606, 3.117, -0.1345, -0.2766], atol=4e-3)
    loss = sgd_step(layer, d["y"], d["dec_mask"], d["x"], d["mem"])
    np.testing.assert_allclose(loss.asnumpy(), 2.1805575, rtol=1e-3)
    np.testing.assert_allclose(
        layer.layernorm2.gamma.asnumpy(),
        [0.930851, 0.766802, 0.878832, 0.821192, 0.824655, 0.327444, 0.876812, 0.885624],
        atol=1e-3)



@pytest.mark.slow
def test_encoder_decoder_transformer_with_masks_graph(graph):
    d = inputs()
    net = T.Transformer(batch_size=B, hidden_size=H, ffn_hidden_size=FFN, src_seq_length=S,
                        tgt_seq_length=TGT, encoder_layers=2, decoder_layers=1, num_heads=2,
                        **NO_DROPOUT)
    seed_params(net, 4)
    enc_mask = T.AttentionMask(S)(d["pad"])
    out, enc_present, dec_present = net(d["x"], enc_mask, d["y"], d["dec_mask"], d["mem"])
    assert out.shape == (2, 3, 8) and len(enc_present) == 2 and len(dec_present) == 1
    assert dec_present[0][2].shape == (2, 2, 4, 4) and dec_present[0][3].shape == (2, 2, 4, 4)
    np.testing.assert_allclose(
        out.asnumpy()[1, 2],
        [-0.733217, -1.358449, 0.788652, -1.04742, -1.455, 0.026847, 0.20867, 1.552708],
        atol=1e-2)
    loss = sgd_step(net, d["x"], enc_mask, d["y"], d["dec_mask"], d["mem"])
    np.testing.assert_allclose(loss.asnumpy(), 3.0640297, rtol=1e-3)
    np.testing.assert_allclose(
        net.decoder.blocks[0].cross_attention.dense1.bias.asnumpy(),
        [-0.61762, 0.715191, 0.200746, 0.068361, 0.830552, 0.019351, 0.372378, -0.065049],
        atol=1e-3)

class TinyLM(nn.Cell):
    """VocabEmbedding -> 2-layer TransformerEncoder (causal AttentionMask) -> tied output
    projection -> CrossEntropyLoss, as the zoo's GPT builds it."""

    def __init__(self):
        super().__init__()
        self.emb = T.VocabEmbedding(vocab_size=11, embedding_size=H)
        self.enc = T.TransformerEncoder(batch_size=B, num_layers=2, hidden_size=H,
                                        ffn_hidden_size=FFN, seq_length=S, num_heads=2,
                                        **NO_DROPOUT)
        self.mask = T.AttentionMask(S)
        self.loss = T.CrossEntropyLoss()

    def construct(self, ids, labels, input_mask):
        h, table = self.emb(ids)
        h, _ = self.enc(h, self.mask(input_mask))
        logits = ops.matmul(ops.reshape(h, (-1, H)), table.T)
        return self.loss(logits, ops.reshape(labels, (-1,)), ops.reshape(input_mask, (-1,)))


@pytest.mark.slow
def test_embedding_encoder_cross_entropy_training_graph(graph):
    d = inputs()
    lm = TinyLM()
    seed_params(lm, 5)
    train = nn.TrainOneStepCell(lm, nn.SGD(lm.trainable_params(), 0.1))
    losses = [train(d["ids"], d["labels"], d["pad"]).asnumpy() for _ in range(3)]
    assert losses[0].shape == (1,)
    np.testing.assert_allclose(np.concatenate(losses), [3.24915, 2.359106, 1.906299], rtol=1e-3)


def test_attention_mask_is_causal_and_padded():
    mask = T.AttentionMask(4)(ms.Tensor(np.array([[1, 1, 1, 0], [1, 1, 0, 0]], np.float32)))
    assert mask.dtype == ms.float32 and mask.shape == (2, 4, 4)
    np.testing.assert_array_equal(mask.asnumpy()[1], [[1, 0, 0, 0], [1, 1, 0, 0],
                                                      [0, 0, 0, 0], [0, 0, 0, 0]])


@pytest.mark.slow
def test_cross_entropy_loss_value_and_gradient():
    logits = ms.Tensor(np.array([[0.0, 1.0, 2.0], [1.0, 1.0, 1.0]], np.float32))
    label = ms.Tensor([2, 0], ms.int32)
    loss_fn = T.CrossEntropyLoss()
    mask = ms.Tensor([1.0, 0.0], ms.float32)
    value = loss_fn(logits, label, mask)
    p = np.exp([0.0, 1.0, 2.0]) / np.exp([0.0, 1.0, 2.0]).sum()
    np.testing.assert_allclose(value.asnumpy(), [-np.log(p[2]) / (1 + 1e-5)], rtol=1e-5)
    grad = ms.grad(lambda z: loss_fn(z, label, mask))(logits).asnumpy()
    np.testing.assert_allclose(grad[0], (p - [0, 0, 1]) / (1 + 1e-5), rtol=1e-5)
    np.testing.assert_array_equal(grad[1], [0, 0, 0])        # masked row


@pytest.mark.slow
@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_incremental_prediction_use_past(mode):
    """``use_past``: a first pass over the prompt fills key_past up to batch_valid_length,
    then ``add_flags_recursive(is_first_iteration=False)`` feeds one token per sequence."""
    ms.set_context(mode=mode)
    try:
        rng = np.random.RandomState(0)
        layer = T.TransformerEncoderLayer(batch_size=2, hidden_size=8, ffn_hidden_size=16,
                                          num_heads=2, seq_length=4, use_past=True,
                                          **NO_DROPOUT)
        for p in sorted(layer.get_parameters(), key=lambda p: p.name):
            if "past" not in p.name:
                p.set_data(ms.Tensor(rng.standard_normal(p.shape).astype(np.float32) * 0.3))
        x = rng.standard_normal((2, 4, 8)).astype(np.float32)
        mask = ms.Tensor(np.tril(np.ones((4, 4)))[None].repeat(2, 0), ms.float16)
        layer(ms.Tensor(x), mask, ms.Tensor([True]), ms.Tensor([2, 3], ms.int32))
        np.testing.assert_allclose(layer.key_past.asnumpy()[0, 0, 0], [0.712, 0.794, 0, 0],
                                   atol=2e-3)
        layer.add_flags_recursive(is_first_iteration=False)
        step = ms.Tensor(np.stack([x[0, 2:3], x[1, 3:4]]))
        out, _ = layer(step, mask, ms.Tensor([True]), ms.Tensor([2, 3], ms.int32))
        assert out.shape == (2, 1, 8)
        np.testing.assert_allclose(
            out.asnumpy()[0, 0],
            [-0.5395, 1.8941, 1.617, -1.859, 0.3261, -0.1834, -1.4059, -0.5439], atol=3e-3)
        np.testing.assert_allclose(layer.key_past.asnumpy()[1, 0, 0],
                                   [0.7793, 0.738, 0.7793, 0.245], atol=2e-3)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_parallel_configs_and_layer_placement():
    config = T.TransformerOpParallelConfig(data_parallel=2, model_parallel=4)
    assert (config.dp_mp_config.data_parallel, config.moe_parallel_config.model_parallel,
            config.embedding_dp_mp_config.vocab_emb_dp) == (2, 4, True)
    config.data_parallel = 3          # written through to every view
    assert config.moe_parallel_config.data_parallel == config.dp_mp_config.data_parallel == 3
    assert str(T.OpParallelConfig(2, 3)) == \
        "[ParallelConfig]\n_data_parallel:2\n_model_parallel:3\n"
    recompute = T.TransformerOpParallelConfig(
        recompute=T.TransformerRecomputeConfig(recompute=True), gradient_aggregation_group=2)
    enc = T.TransformerEncoder(batch_size=2, num_layers=4, hidden_size=8, ffn_hidden_size=16,
                               num_heads=2, seq_length=4, parallel_config=recompute)
    assert [b.pipeline_stage for b in enc.blocks] == [0, 0, 0, 0]
    assert [b.attention.dense1.weight.comm_fusion for b in enc.blocks] == [1, 1, 2, 2]
    assert [b.get_scope() for b in enc.blocks] == ["recompute_"] * 4


# (constructor, exception, message) as MindSpore 2.10 raises them (measured)
BAD = [
    (lambda: T.OpParallelConfig(data_parallel=0), ValueError,
     "The 'data_parallel' must be int and must > 0, but got '0' with type 'int'."),
    (lambda: T.TransformerOpParallelConfig(recompute=3), TypeError,
     "recompute must be a TransformerRecomputeConfig/bool, but got int."),
    (lambda: T.MoEConfig(expert_num=2, num_experts_chosen=3), ValueError,
     "'num_experts_chosen' must not be larger than 'expert_num', but got 3."),
    (lambda: T.MultiHeadAttention(batch_size=2, src_seq_length=4, tgt_seq_length=4,
                                  hidden_size=10, num_heads=3), ValueError,
     "For 'MultiHeadAttention', the class variable 'hidden_size' must be a multiple of "
     "'num_heads', but got the hidden_size is 10 and the num_heads is 3."),
    (lambda: T.TransformerEncoderLayer(batch_size=2, hidden_size=8, ffn_hidden_size=16,
                                       num_heads=2, seq_length=4,
                                       softmax_compute_type=ms.int32), TypeError,
     "For 'TransformerEncoderLayer', the 'softmax_compute_type' should be one of "
     "[mindspore.float32, mindspore.float16], but got 'mindspore.int32'."),
    (lambda: T.TransformerEncoderLayer(batch_size=2, hidden_size=8, ffn_hidden_size=16,
                                       num_heads=3, seq_length=4,
                                       parallel_config=T.OpParallelConfig(model_parallel=2)),
     ValueError, "For 'TransformerEncoderLayer', the class variable 'num_heads' must be "
     "divisibled by the 'parallel_config.model_parallel', but got the num_heads is 3 and "
     "parallel_config.model_parallel is 2."),
    (lambda: T.TransformerDecoderLayer(batch_size=2, hidden_size=8, ffn_hidden_size=16,
                                       num_heads=2, src_seq_length=4, tgt_seq_length=4,
                                       use_past=True), ValueError,
     "The TransformerDecoderLayer does not support use_past=True."),
    (lambda: T.TransformerEncoder(batch_size=2, num_layers=2, hidden_size=8, ffn_hidden_size=16,
                                  num_heads=2, seq_length=4,
                                  parallel_config=T.OpParallelConfig()), TypeError,
     "For 'TransformerEncoder', the 'parallel_config' should be TransformerOpParallelConfig, "
     "but got 'OpParallelConfig'."),
    (lambda: T.VocabEmbedding(vocab_size=10, embedding_size=4,
                              parallel_config=T.EmbeddingOpParallelConfig(
                                  model_parallel=3, vocab_emb_dp=False)), ValueError,
     "The vocab size of the embedding 10 must be a multiple of parallel_config.model_parallel 3."),
    (lambda: T.FeedForward(hidden_size=8, ffn_hidden_size=16, dropout_rate=0.1,
                           hidden_act=None), TypeError,
     "For FeedForward cell, the hidden_act should str type or nn.Cell type, but got None."),
    (lambda: T.VocabEmbedding(vocab_size=10, embedding_size=4)(ms.Tensor([[1, 2]], ms.int64)),
     TypeError, "For 'VocabEmbedding', the 'input_ids' should be Int32, but got "
     "'mindspore.int64'."),
]


@pytest.mark.parametrize("make, exc, message", BAD)
def test_bad_arguments_raise_mindspore_errors(make, exc, message):
    with pytest.raises(exc) as info:
        make()
    assert str(info.value) == message


def test_add_flags_sets_attributes():
    """MindSpore's add_flags also sets the flags as attributes (measured on 2.10)."""
    net = nn.SequentialCell([nn.Dense(2, 2)])
    net.add_flags_recursive(is_first_iteration=False)
    assert net.is_first_iteration is False and net[0].is_first_iteration is False
    assert net[0].get_flags()["is_first_iteration"] is False


@pytest.mark.slow
def test_moe_top2_router_and_expert_layer():
    """MoE: the top-k router's gates, capacity drops and auxiliary loss are 2.10's (measured);
    the expert layer's 4-D x 3-D BatchMatMul is refused on CPU as 2.10 CPU refuses it."""
    from minicell.parallel._transformer._moe_layer import TopkRouter
    from minicell.parallel._transformer.op_parallel_config import MoEParallelConfig
    logits = ms.Tensor(np.random.RandomState(0).standard_normal((1, 8, 3)).astype(np.float32))
    router = TopkRouter(d_model=8, moe_config=T.MoEConfig(expert_num=3, num_experts_chosen=2,
                                                          capacity_factor=1.0),
                        parallel_config=MoEParallelConfig())
    dispatch, combine, loss = router(logits)
    assert dispatch.dtype == ms.bool_ and combine.shape == (1, 8, 3, 6)
    np.testing.assert_allclose(loss.asnumpy(), 2.1605692, rtol=1e-5)
    first = combine.asnumpy().reshape(8, 18)[0]
    assert np.flatnonzero(first).tolist() == [0, 13]
    np.testing.assert_allclose(first[[0, 13]], [0.6868, 0.3132], atol=1e-4)
    layer = T.TransformerEncoderLayer(batch_size=2, hidden_size=8, ffn_hidden_size=16,
                                      num_heads=2, seq_length=4,
                                      moe_config=T.MoEConfig(expert_num=3),
                                      parallel_config=MoEParallelConfig())
    assert layer.output.ffn.mapping.weight.shape == (3, 8, 16)
    assert layer.output.router.dense.weight.shape == (3, 8)
    with pytest.raises(ValueError, match="For BatchMatMul, inputs shape cannot be broadcast"):
        layer(ms.Tensor(np.ones((2, 4, 8)), ms.float32),
              ms.Tensor(np.ones((2, 4, 4)), ms.float16))
