"""Every nn layer's initial Parameters after ``ms.set_seed`` equal MindSpore 2.10's: the same
draw method (numpy's global stream where 2.10 draws with numpy, its initializers elsewhere), the
same bounds and the same order. Each case builds the layer twice after ``set_seed(7)`` and
checks the first two and the last value of a Parameter of each ("a": the first build, "b": the
second, which shows the first consumed exactly 2.10's draws). The numbers were printed by
MindSpore 2.10.0 (CPU) with ``.tolist()``."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn

LAYERS = {
    "LSTM": lambda: nn.LSTM(4, 5, num_layers=2, bidirectional=True),
    "GRU": lambda: nn.GRU(4, 5),
    "RNN": lambda: nn.RNN(4, 5, num_layers=2, bidirectional=True),
    "LSTMCell": lambda: nn.LSTMCell(4, 5),
    "GRUCell": lambda: nn.GRUCell(4, 5),
    "RNNCell": lambda: nn.RNNCell(4, 5),
    "MHA": lambda: nn.MultiheadAttention(8, 2),
    "TEL": lambda: nn.TransformerEncoderLayer(8, 2, 16),
    "TDL": lambda: nn.TransformerDecoderLayer(8, 2, 16),
    "Transformer": lambda: nn.Transformer(8, 2, 1, 1, 16),
    "Conv1d": lambda: nn.Conv1d(4, 6, 3, has_bias=True),
    "Conv2dT": lambda: nn.Conv2dTranspose(4, 6, 3, has_bias=True),
    "Embedding": lambda: nn.Embedding(20, 6),
    "BiDense": lambda: nn.BiDense(3, 4, 5),
}

# (layer, build, parameter, [first, second, last value]) printed by 2.10
CASES = [
    ("LSTM", "a", "weight_ih_l0", [-0.37896138429641724, 0.2503669857978821, -0.17851075530052185]),
    ("LSTM", "a", "bias_hh_l1_reverse", [0.42384982109069824, -0.4325977861881256, -0.1255294233560562]),
    ("LSTM", "b", "weight_ih_l0", [-0.4417266249656677, 0.13431434333324432, 0.17524586617946625]),
    ("LSTM", "b", "bias_hh_l1_reverse", [0.017423368990421295, 0.3967210352420807, -0.10233069211244583]),
    ("GRU", "a", "weight_hh_l0", [0.4073832631111145, 0.16360312700271606, -0.05229738727211952]),
    ("GRU", "a", "bias_ih_l0", [0.19608718156814575, 0.3088861107826233, -0.3135089874267578]),
    ("GRU", "b", "weight_hh_l0", [-0.03374142199754715, -0.049361322075128555, 0.23529881238937378]),
    ("GRU", "b", "bias_ih_l0", [0.39187970757484436, -0.027089789509773254, 0.19465994834899902]),
    ("RNN", "a", "weight_ih_l1_reverse", [0.0016161325620487332, 0.37798774242401123, -0.35835447907447815]),
    ("RNN", "b", "weight_ih_l1_reverse", [-0.3762337565422058, -0.3005433976650238, 0.41973328590393066]),
    ("LSTMCell", "a", "weight_ih", [0.1058494970202446, 0.31650522351264954, 0.08533221483230591]),
    ("LSTMCell", "a", "bias_hh", [0.14024588465690613, -0.3311856687068939, 0.023990849032998085]),
    ("LSTMCell", "b", "weight_ih", [-0.06702403724193573, -0.26341021060943604, -0.18965423107147217]),
    ("LSTMCell", "b", "bias_hh", [-0.2838606834411621, -0.2121760994195938, 0.34041014313697815]),
    ("GRUCell", "a", "weight_hh", [0.09732770174741745, -0.0343632847070694, 0.3159220814704895]),
    ("GRUCell", "b", "weight_hh", [-0.3898846209049225, -0.20237742364406586, -0.02505851909518242]),
    ("RNNCell", "a", "bias_ih", [-0.15456917881965637, 0.03535127267241478, -0.4066162705421448]),
    ("RNNCell", "b", "bias_ih", [-0.08497191965579987, -0.049987684935331345, 0.01159968413412571]),
    ("MHA", "a", "in_proj_weight", [-0.0677495226264, -0.04738495871424675, 0.3454682230949402]),
    ("MHA", "a", "out_proj.weight", [0.2283076047897339, 0.35290035605430603, -0.3079937696456909]),
    ("MHA", "a", "out_proj.bias", [-0.31128451228141785, 0.03612345829606056, 0.263996958732605]),
    ("MHA", "b", "in_proj_weight", [0.05878080055117607, -0.3407784104347229, 0.4259822964668274]),
    ("MHA", "b", "out_proj.weight", [0.06039142236113548, -0.31698256731033325, 0.2782662510871887]),
    ("MHA", "b", "out_proj.bias", [0.13062411546707153, 0.014404663816094398, -0.2686474621295929]),
    ("TEL", "a", "dense1.bias", [0.06039142236113548, -0.31698256731033325, -0.0010455864248797297]),
    ("TEL", "a", "dense2.weight", [0.09236520528793335, 0.010185635648667812, -0.017503175884485245]),
    ("TEL", "b", "dense1.bias", [-0.04933544993400574, -0.04972224682569504, -0.10627613961696625]),
    ("TEL", "b", "dense2.weight", [0.05017140135169029, 0.22721150517463684, -0.1420917809009552]),
    ("TDL", "a", "multihead_attn.out_proj.bias", [0.13062411546707153, 0.014404663816094398, -0.2686474621295929]),
    ("TDL", "b", "multihead_attn.out_proj.bias", [0.15440499782562256, 0.045738495886325836, -0.16160595417022705]),
    ("Transformer", "a", "encoder.layers.0.self_attn.out_proj.bias", [0.08370205014944077, -0.31395748257637024, -0.07440900057554245]),
    ("Transformer", "a", "decoder.layers.0.dense2.weight", [0.4532722532749176, 0.35279756784439087, -0.006683950312435627]),
    ("Transformer", "b", "encoder.layers.0.self_attn.out_proj.bias", [-0.3367900252342224, 0.1417589634656906, 0.09148334711790085]),
    ("Transformer", "b", "decoder.layers.0.dense2.weight", [-0.3769747316837311, 0.40359097719192505, -0.23019272089004517]),
    ("Conv1d", "a", "weight", [-0.04516634717583656, -0.03158997371792793, -0.24331840872764587]),
    ("Conv1d", "b", "weight", [-0.2541627287864685, 0.02949468046426773, 0.24829815328121185]),
    ("Conv2dT", "a", "bias", [0.08787564188241959, 0.13583141565322876, 0.0935504212975502]),
    ("Conv2dT", "b", "bias", [0.018473025411367416, -0.10709632188081741, -0.004899726714938879]),
    ("Embedding", "a", "embedding_table", [0.003317623632028699, -0.00029898519278503954, -0.012905812822282314]),
    ("Embedding", "b", "embedding_table", [-0.015033486299216747, -0.002590394113212824, 0.0021491909865289927]),
    ("BiDense", "a", "weight", [-0.09033269435167313, -0.06317994743585587, 0.5591274499893188]),
    ("BiDense", "b", "weight", [-0.508325457572937, 0.05898936092853546, -0.41679975390434265]),
]


def _build_two(layer):
    ms.set_seed(7)
    first = LAYERS[layer]()
    return {"a": first, "b": LAYERS[layer]()}


def _three(param):
    flat = param.asnumpy().ravel()
    return [flat[0].item(), flat[1].item(), flat[-1].item()]


@pytest.mark.parametrize("layer", sorted(LAYERS))
def test_initial_values_are_2_10s(layer):
    nets = _build_two(layer)
    for _, build, name, expected in (c for c in CASES if c[0] == layer):
        assert _three(dict(nets[build].parameters_and_names())[name]) == expected, (build, name)


def test_float16_recurrent_layers_round_2_10s_float32_draws():
    ms.set_seed(7)
    lstm, cell = nn.LSTM(4, 5, dtype=ms.float16), nn.GRUCell(4, 5, dtype=ms.float16)
    assert lstm.w_ih_list[0].dtype == ms.float16 and cell.bias_hh.dtype == ms.float16
    assert _three(lstm.w_ih_list[0]) == [-0.37890625, 0.25048828125, -0.178466796875]
    assert _three(lstm.b_hh_list[0]) == [0.225341796875, -0.39208984375, -0.279052734375]
    assert _three(cell.weight_ih) == [0.313720703125, -0.346923828125, -0.27392578125]
    assert _three(cell.bias_hh) == [-0.2357177734375, -0.1082763671875, 0.1942138671875]


def test_batchnorm3d_holds_2_10s_bn2d_child():
    # 2.10's BatchNorm3d is a BatchNorm2d 'bn2d' run on (N, C, D*H, W): its checkpoint names
    net = nn.SequentialCell([nn.BatchNorm3d(3)])
    assert [n for n, _ in net.parameters_and_names()] == [
        "0.bn2d.moving_mean", "0.bn2d.moving_variance", "0.bn2d.gamma", "0.bn2d.beta"]
    bn = net[0]
    bn.set_train(True)
    x = ms.Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2, 1) ** 1.5)
    y = bn(x).asnumpy()
    assert y.shape == (2, 3, 2, 2, 1)
    np.testing.assert_allclose(bn.bn2d.moving_mean.asnumpy(),
                               [2.599299192428589, 4.320961952209473, 6.461289405822754],
                               rtol=1e-6)
    with pytest.raises(ValueError, match="For 'BatchNorm3d', the in_shape must have 5 dims, "
                                         "but got 4."):
        bn(ms.Tensor(np.ones((2, 3, 2, 2), np.float32)))


def test_mint_convs_weight_layout_and_dtype_are_2_10s():
    from minicell import mint
    ms.set_seed(7)
    first, second = mint.nn.Conv1d(4, 6, 3), mint.nn.Conv1d(4, 6, 3)
    assert first.weight.shape == (6, 4, 3) and first.weight.name == "weight"
    assert _three(first.weight) == [-0.04516634717583656, -0.03158997371792793,
                                    -0.24331840872764587]
    assert _three(second.bias) == [0.039187200367450714, -0.22718560695648193,
                                   -0.010393889620900154]
    x = ms.Tensor(np.arange(10, dtype=np.float32).reshape(1, 2, 5))
    conv = mint.nn.Conv1d(2, 3, 3, padding=1)
    expected = np.stack([np.convolve(np.pad(x.asnumpy()[0, c], 1), w[::-1], "valid")
                         for c, w in enumerate(conv.weight.asnumpy()[0])]).sum(0)
    np.testing.assert_allclose(conv(x).asnumpy()[0, 0], expected + conv.bias.asnumpy()[0],
                               rtol=1e-5, atol=1e-6)
    ms.set_seed(3)
    half = [mint.nn.ConvTranspose2d(3, 4, 3, dtype=ms.float16),
            mint.nn.Conv3d(2, 2, 2, dtype=ms.float16)]
    assert [(c.weight.dtype, c.bias.dtype) for c in half] == [(ms.float16, ms.float16)] * 2
    assert [_three(c.weight)[2] for c in half] == [0.066650390625, -0.218994140625]
