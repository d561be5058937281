"""set_auto_parallel_context / get / reset and ParallelMode: MindSpore 2.10's keys, defaults and
errors (checked against MindSpore 2.10 on CPU), and the mesh a parallel run compiles for."""
import pytest

import minicell as ms
from minicell.parallel._mesh import current_mesh


@pytest.fixture(autouse=True)
def _reset():
    yield
    ms.reset_auto_parallel_context()


DEFAULTS = {
    "device_num": 1, "global_rank": 0, "gradients_mean": False, "gradient_fp32_sync": True,
    "loss_repeated_mean": True, "parallel_mode": "stand_alone",
    "search_mode": "recursive_programming", "auto_parallel_search_mode": "recursive_programming",
    "parameter_broadcast": False, "strategy_ckpt_load_file": "", "strategy_ckpt_save_file": "",
    "full_batch": False, "full_batch_is_set": False, "dataset_strategy": "data_parallel",
    "enable_parallel_optimizer": False, "all_reduce_fusion_config": [], "pipeline_stages": 1,
    "grad_accumulation_step": 1, "optimizer_weight_shard_size": -1, "enable_alltoall": False,
    "sharding_propagation": False, "pipeline_scheduler": "1f1b", "pipeline_interleave": False,
    "communi_parallel_mode": "all_group_parallel", "init_param_in_compile": True,
    "strategy_ckpt_config": {"load_file": "", "save_file": "", "only_trainable_params": True},
}


def test_parallel_mode_values():
    assert ms.ParallelMode.MODE_LIST == ["stand_alone", "data_parallel", "hybrid_parallel",
                                         "semi_auto_parallel", "auto_parallel"]
    assert ms.context.ParallelMode is ms.ParallelMode
    assert ms.context.set_auto_parallel_context is ms.set_auto_parallel_context


def test_defaults():
    assert {k: ms.get_auto_parallel_context(k) for k in DEFAULTS} == DEFAULTS


def test_set_then_reset():
    ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True,
                                 device_num=8, global_rank=3, search_mode="dynamic_programming",
                                 strategy_ckpt_load_file="a.ckpt", dataset_strategy="full_batch",
                                 all_reduce_fusion_config=[2, 5])
    got = {k: ms.get_auto_parallel_context(k) for k in (
        "parallel_mode", "gradients_mean", "device_num", "global_rank",
        "auto_parallel_search_mode", "full_batch", "all_reduce_fusion_config")}
    assert got == {"parallel_mode": "data_parallel", "gradients_mean": True, "device_num": 8,
                   "global_rank": 3, "auto_parallel_search_mode": "dynamic_programming",
                   "full_batch": True, "all_reduce_fusion_config": [2, 5]}
    assert ms.get_auto_parallel_context("strategy_ckpt_config")["load_file"] == "a.ckpt"
    ms.reset_auto_parallel_context()
    assert {k: ms.get_auto_parallel_context(k) for k in DEFAULTS} == DEFAULTS


BAD = [
    ({"foo": 1}, ValueError, "^Set context keyword foo is not recognized!$"),
    ({"parallel_mode": "bad"}, ValueError,
     "only support 'stand_alone', 'data_parallel', 'hybrid_parallel', 'semi_auto_parallel' and "
     "'auto_parallel', but got the value : bad"),
    ({"parallel_mode": "DATA_PARALLEL"}, ValueError, "but got the value : DATA_PARALLEL"),
    ({"parallel_mode": 1}, TypeError, "'parallel_mode' must be <class 'str'>"),
    ({"device_num": 0}, ValueError, "'device_num' must be a positive integer"),
    ({"device_num": 1.5}, TypeError, "'device_num' must be <class 'int'>, but got <class 'float'>"),
    ({"global_rank": 4096}, ValueError, r"must be in \[0, 4095\]"),
    ({"full_batch": 1}, TypeError, "'full_batch' must be <class 'bool'>, but got <class 'int'>"),
    ({"search_mode": "x"}, ValueError, "'auto_parallel_search_mode' only support"),
    ({"pipeline_stages": 0}, ValueError, "greater or equal 1"),
    ({"dataset_strategy": "x"}, ValueError, "must be 'full_batch' or 'data_parallel'"),
    ({"all_reduce_fusion_config": (1, 2)}, TypeError, "must be <class 'list'>"),
    ({"all_reduce_fusion_config": [2, 1]}, ValueError, "ascending order"),
    ({"grad_accumulation_step": 2}, ValueError, "GradAccumulationCell"),
]


@pytest.mark.parametrize("kwargs,exc,message", BAD)
def test_bad_values_change_nothing(kwargs, exc, message):
    with pytest.raises(exc, match=message):
        ms.set_auto_parallel_context(gradients_mean=True, **kwargs)
    assert ms.get_auto_parallel_context("gradients_mean") is False


def test_get_unknown_and_set_only_keys():
    for key in ("foo", "pipeline_config"):
        with pytest.raises(ValueError, match=f"Get context keyword {key} is not recognized!"):
            ms.get_auto_parallel_context(key)


def test_mesh_follows_the_mode():
    assert current_mesh() is None
    ms.set_auto_parallel_context(parallel_mode="data_parallel")
    from minicell.parallel import _mesh
    if _mesh.world() is None:
        with pytest.raises(RuntimeError, match="communication.init"):
            current_mesh()
