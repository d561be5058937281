"""ms.obfuscate_ckpt / ms.load_obf_params_into_net (mindspore.safeguard), as 2.10 measured."""
import os

import numpy as np
import pytest

import minicell as ms
from minicell import nn


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(2, 3, weight_init="ones", bias_init="ones")
        self.fc2 = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc2(self.fc1(x))


def _mul(target, factor):
    return {"target": target,
            "weight_obf_ops": [{"name": "mul", "input_x": "weight", "input_y": factor}]}


@pytest.fixture
def ckpts(tmp_path):
    src, out = tmp_path / "src", tmp_path / "out"
    (src / "rank0").mkdir(parents=True)
    out.mkdir()
    net = _Net()
    ms.save_checkpoint(net, str(src / "net.ckpt"))
    ms.save_checkpoint(net, str(src / "rank0" / "part.ckpt"))
    (src / "notes.txt").write_text("not a checkpoint")
    return net, str(src), str(out)


def test_obfuscate_weights_by_config(ckpts):
    net, src, out = ckpts
    cfg = {"obf_metadata_config": [{"name": "m", "shape": [3], "type": "random",
                                    "save_metadata": True, "metadata_op": "invert"}],
           "weight_obf_config": [_mul("fc2/weight", "m")]}
    np.random.seed(7)
    want = np.random.randint(1, 10, size=[3]).astype(np.float16)
    np.random.seed(7)
    meta = ms.obfuscate_ckpt(net, src, obf_config=cfg, saved_path=out, obfuscate_scale=10)
    assert list(meta) == ["m"] and meta["m"].dtype == np.float16
    assert np.allclose(meta["m"], 1 / want, rtol=1e-3)
    # every *.ckpt, those of sub-folders into the same sub-folder of saved_path
    assert sorted(os.listdir(out)) == ["net_obf.ckpt", "rank0"]
    assert os.listdir(os.path.join(out, "rank0")) == ["part_obf.ckpt"]
    params = ms.load_checkpoint(os.path.join(out, "net_obf.ckpt"))
    assert np.allclose(params["fc2.weight"].asnumpy(), [want])      # 2.10 (seed 7): [[5, 7, 4]]
    assert params["fc2.weight"].dtype == ms.float32
    assert np.allclose(params["fc1.weight"].asnumpy(), 1.0)
    assert np.allclose(params["fc2.bias"].asnumpy(), 0.0)


def test_obfuscate_by_target_modules(ckpts):
    net, src, out = ckpts
    np.random.seed(5)
    meta = ms.obfuscate_ckpt(net, src, target_modules=["", "fc1"], saved_path=out)
    # 2.10: one factor in [1, 100) saved inverted; its targets read '/fc1/weight' for the path
    # '', which names no parameter, so the weights are saved unchanged (measured)
    assert list(meta) == ["obf_metadata"] and meta["obf_metadata"].shape == (1,)
    assert np.allclose(meta["obf_metadata"], 0.01265716552734375)
    params = ms.load_checkpoint(os.path.join(out, "net_obf.ckpt"))
    assert np.allclose(params["fc1.weight"].asnumpy(), 1.0)
    assert ms.load_obf_params_into_net(net, ["", "fc1"]) is net


@pytest.mark.parametrize("kwargs, error, text", [
    (dict(target_modules=["", "fc9"]), ValueError,
     "all targets ['fc9'] do not exist in the path ."),
    (dict(target_modules=["x", "fc1"]), ValueError, "the path x does not exist."),
    (dict(target_modules=["", "fc1", "layers:2"]), ValueError,
     "The third value of target_modules should be in the format of 'obfuscate_layers:all' or"
     "'obfuscate_layers:int'"),
    (dict(target_modules=["sub", 1]), TypeError,
     "The values of target_modules should be string, but got <class 'str'> and <class 'int'>."),
    (dict(obf_config=[]), TypeError, "obf_config type should be dict, but got <class 'list'>."),
    (dict(obf_config={}), ValueError,
     "'obf_config' is empty or not valid, please check the input."),
    (dict(obf_config={"config": []}), TypeError, "config_type must be str, and in ['obf_metadata_"
     "config', 'weight_obf_config', 'network_obf_config'], but got config."),
    (dict(obf_config={"obf_metadata_config": [{"name": [1], "shape": [1]}]}), TypeError,
     "obf_config[][]['name'] type should be str, but got <class 'list'>."),
    (dict(obf_config={"obf_metadata_config": [], "weight_obf_config": [
        dict(_mul("fc1/weight", "m"), layers="")]}), TypeError,
     "obf_config[][]['layers'] type should be list, but got <class 'str'>."),
])
def test_obfuscate_errors(ckpts, kwargs, error, text):
    net, src, out = ckpts
    with pytest.raises(error) as info:
        ms.obfuscate_ckpt(net, src, saved_path=out, **kwargs)
    assert str(info.value) == text


def test_path_and_network_errors(ckpts):
    net, src, out = ckpts
    with pytest.raises(TypeError, match="^ckpt_files must be string, but got <class 'int'>.$"):
        ms.obfuscate_ckpt(net, 1, target_modules=["", "fc1"], saved_path=out)
    with pytest.raises(ValueError, match="^/nonexist is not exist, please check the input "
                                         "ckpt_files.$"):
        ms.obfuscate_ckpt(net, "/nonexist", target_modules=["", "fc1"], saved_path=out)
    with pytest.raises(TypeError, match="^saved_path must be a directory path, but got "):
        ms.obfuscate_ckpt(net, src, target_modules=["", "fc1"],
                          saved_path=os.path.join(src, "net.ckpt"))
    with pytest.raises(TypeError, match="^network must be nn.Cell, but got <class 'int'>.$"):
        ms.load_obf_params_into_net(3, ["", "fc1"])
    cfg = {"network_obf_config": [{"module": [1], "target": "fc1"}]}
    with pytest.raises(TypeError, match=r"obf_config\[\]\[\]\['module'\] type should be str"):
        ms.load_obf_params_into_net(net, obf_config=cfg)
    cfg = {"obf_metadata_config": []}
    with pytest.raises(TypeError, match="^obf_config.. type of should be list, but got "
                                        "<class 'NoneType'>.$"):
        ms.load_obf_params_into_net(net, obf_config=cfg)
    with pytest.raises(ValueError, match="^data_parallel_num must be positive number, but got 0.$"):
        ms.load_obf_params_into_net(net, ["", "fc1"], data_parallel_num=0)
