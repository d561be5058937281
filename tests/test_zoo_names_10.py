"""Names and patterns found running model-zoo networks (round 10) through ``import mindspore`` ->
minicell, each reproduced in a few lines. Values were measured on MindSpore 2.10 (CPU)."""
import os

import numpy as np
import pytest

import minicell as ms


def test_dataset_modules_mindformers_walks():
    # mindformers: `import PIL` then `PIL.Image.Resampling` (2.10's vision package imports
    # Pillow's Image); `dir(vision.transforms)`, `dir(transforms.transforms)`; trainers import
    # `mindspore.dataset.engine.datasets`
    import minicell.dataset.transforms as tf
    import minicell.dataset.vision as vs
    from minicell.dataset.engine.datasets import BatchDataset, Dataset
    assert hasattr(vs.PIL, "Image")
    assert vs.transforms.Resize is vs.Resize and "Resize" in dir(vs.transforms)
    assert tf.transforms.TypeCast is tf.TypeCast
    assert issubclass(BatchDataset, Dataset) and Dataset is ms.dataset.Dataset


def test_profiler_schedule_actions(caplog):
    from minicell.profiler import ProfilerAction, schedule
    s = schedule(wait=1, warmup=1, active=2, repeat=1, skip_first=2)
    # measured on 2.10
    assert [s(i).name for i in range(8)] == ["NONE", "NONE", "NONE", "WARM_UP", "RECORD",
                                             "RECORD_AND_SAVE", "NONE", "NONE"]
    assert s.to_dict() == {"wait": 1, "active": 2, "warmup": 1, "repeat": 1, "skip_first": 2}
    endless = schedule(wait=0, active=2)
    assert [endless(i) for i in range(3)] == [ProfilerAction.RECORD,
                                              ProfilerAction.RECORD_AND_SAVE,
                                              ProfilerAction.RECORD]
    # 2.10 resets a bad count with a warning instead of raising
    assert repr(schedule(wait=-1, active=0)) == \
        "Schedule(wait=0, active=1, warmup=0, repeat=0, skip_first=0)"
    with pytest.raises(ValueError, match="must be not less than 0"):
        s(-1)
    with pytest.raises(TypeError):
        schedule(1, 2)


def test_module_level_imports_that_refuse_when_called():
    # mindformers' callback module imports these at module level and calls them on some paths
    from minicell.ops._grad_experimental.grad_comm_ops import get_squared_device_local_norm_param
    from minicell.train._utils import get_parameter_redundancy, remove_param_redundancy
    for f in (get_parameter_redundancy, remove_param_redundancy):
        with pytest.raises(ms.UnsupportedError, match="not supported by minicell"):
            f()
    # 2.10 while dump_device_local_norm is off
    with pytest.raises(ValueError, match="The parallel config 'dump_device_local_norm' is False."):
        get_squared_device_local_norm_param()


def test_checkpoint_manager(tmp_path):
    from minicell.train.callback._checkpoint import CheckpointManager
    names = ["net-1_2.ckpt", "net-1_4.ckpt", "net-x_1.ckpt", "net_1-1_1.ckpt", "other-1_1.ckpt",
             "net-1_6.safetensors"]
    for i, name in enumerate(names):
        (tmp_path / name).write_bytes(b"x")
        os.utime(tmp_path / name, (1000 + i, 1000 + i))
    manager = CheckpointManager()
    manager.update_ckpoint_filelist(str(tmp_path), "net")
    assert sorted(os.path.basename(f) for f in manager.ckpoint_filelist) == \
        ["net-1_2.ckpt", "net-1_4.ckpt"]
    assert manager.ckpoint_num == 2
    manager.remove_oldest_ckpoint_file()
    assert [os.path.basename(f) for f in manager.ckpoint_filelist] == ["net-1_4.ckpt"]
    assert not (tmp_path / "net-1_2.ckpt").exists()
    safetensors = CheckpointManager("safetensors")
    safetensors.update_ckpoint_filelist(str(tmp_path), "net")
    assert safetensors.ckpoint_num == 1


def test_swap_cache_copies_blocks_in_place():
    from minicell._c_expression import swap_cache
    host = ms.Tensor(np.zeros((4, 2, 3), np.float32))
    device = ms.Tensor(np.arange(24, dtype=np.float32).reshape(4, 2, 3))
    mapping = ms.Tensor(np.array([[0, 2], [3, 1]], np.int64))
    assert swap_cache(host, device, mapping, True) is None
    # measured on 2.10: host[dst] = device[src]
    assert host.asnumpy()[:, 0, 0].tolist() == [0, 18, 0, 0]
    swap_cache(host + 100, device, ms.Tensor(np.array([[1, 0]], np.int64)), False)
    assert device.asnumpy()[:, 0, 0].tolist() == [118, 6, 12, 18]


def test_primitive_recompute():
    # mindformers' LlamaRMSNorm: `self.cast.recompute()`
    cast = ms.ops.Cast()
    assert cast.recompute() is cast and cast.attrs["recompute"] is True
    assert ms.ops.MatMul().recompute(False).attrs["recompute"] is False
    with pytest.raises(TypeError, match="The input value must be a bool, but got int."):
        cast.recompute(1)


def test_roi_align_skips_padding_rois():
    # FasterRCNN pads its proposals with boxes whose x1 = x2 = 0; 2.10's CPU kernel skips a ROI
    # with |x1| and |x2| < 0.001 (no output written: 0 on a fresh buffer, as PYNATIVE shows;
    # stale memory elsewhere) and gives it no gradient. Values measured on 2.10
    x = ms.Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
    rois = ms.Tensor(np.array([[0, 0, 1, 0, 3], [0, 0.5, 0.5, 2.5, 3.0],
                               [0, 0.0005, 0, -0.0005, 2]], np.float32))
    align = ms.ops.ROIAlign(2, 2, 1.0, 2, 1)

    @ms.jit
    def forward_and_grad(f):
        return align(f, rois), ms.grad(lambda g: align(g, rois).sum())(f)

    out, grad = (t.asnumpy() for t in forward_and_grad(x))
    assert out.reshape(3, -1).tolist() == [[0, 0, 0, 0], [6.75, 8.1875, 12.625, 14.0625],
                                           [0, 0, 0, 0]]
    np.testing.assert_allclose(grad[0, 0, 0], [0.001953125, 0.01953125, 0.01953125, 0.021484375])
    np.testing.assert_allclose(grad.sum(), 4.0)
    # sample_num=0 (adaptive grid): a padding ROI is 0 there too, not 0/0
    adaptive = ms.ops.ROIAlign(2, 2, 1.0, 0, 1)(x, rois).asnumpy().reshape(3, -1)
    assert adaptive.tolist() == [[0, 0, 0, 0], [6.75, 8.25, 13.25, 14.75], [0, 0, 0, 0]]


def test_nms_with_mask_ranks_equal_scores_as_2_10():
    # 2.10's NMSWithMask kernel ranks by a bitonic sort, which is not stable: FasterRCNN's
    # multiclass NMS (saturated and zeroed scores) kept other boxes with a stable ranking.
    # x1 numbers the boxes; order and mask measured on 2.10
    scores = [0.5, 0.25, 0.5, 0.5, 0.0, 0.25, 0.5]
    boxes = np.array([[i, 0, 10 + i, 10, s] for i, s in enumerate(scores)], np.float32)
    out, index, mask = ms.ops.NMSWithMask(0.5)(ms.Tensor(boxes))
    assert out.asnumpy()[:, 0].astype(int).tolist() == [3, 6, 2, 0, 5, 1, 4]   # a stable sort: 0, 2, 3, 6, 1, 5, 4
    assert mask.asnumpy().tolist() == [True] + [False] * 6
    assert index.asnumpy().tolist() == list(range(7))
