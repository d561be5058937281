"""Model-zoo names, third round: ``nn.wrap.loss_scale.grad_scale``/``shard_grad_scale``,
``dataset.vision.NormalizePad``, the AdaSum wrappers' parallel-context checks, the pipeline
node classes under ``mindspore.dataset``, ``dataset.core.validator_helpers``,
``dataset.transforms.validators.check_random_transform_ops``, the cost-model context and a
placeholder's classmethods. Values and messages measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
from minicell import nn, Tensor, Parameter
import minicell.dataset as ds


def test_grad_scale_divides_the_accumulated_gradient_and_zeroes_it():
    from minicell.nn.wrap.loss_scale import grad_scale, shard_grad_scale
    accu = Parameter(Tensor(np.array([4., 6.], np.float32)), name="accu")
    out = grad_scale(Tensor(2.0), Tensor(np.array([2., 8.], np.float32)), accu)
    np.testing.assert_allclose(out.asnumpy(), [2., 3.])
    np.testing.assert_allclose(accu.asnumpy(), [0., 0.])
    accu2 = Parameter(Tensor(np.array([4., 6.], np.float32)), name="accu2")
    out = shard_grad_scale(Tensor(2.0), Tensor(np.array([2., 8.], np.float32)), accu2)
    np.testing.assert_allclose(out.asnumpy(), [1., 4.])
    np.testing.assert_allclose(accu2.asnumpy(), [0., 0.])


def test_cell_wrapper_module_exports_the_pipeline_cells():
    from minicell.nn.wrap.cell_wrapper import MicroBatchInterleaved, PipelineCell
    assert PipelineCell is nn.PipelineCell and MicroBatchInterleaved is nn.MicroBatchInterleaved


def test_normalize_pad_hwc_chw_and_float16():
    img = (np.arange(18).reshape(2, 3, 3) * 10 % 256).astype(np.uint8)
    out = ds.vision.NormalizePad([1., 2., 3.], [1., 2., 3.])(img)
    assert out.shape == (2, 3, 4) and out.dtype == np.float32
    # 2.10 packs the normalised pixels first and then H*W zeros (measured: out[0, 1] holds the
    # 4th to 7th normalised values; the last H*W = 6 values are zeros)
    np.testing.assert_allclose(out[0, 1], [19., 47 / 3, 59., 34.], rtol=1e-6)
    np.testing.assert_array_equal(out[1, 2], [0., 0., 0., 0.])
    half = ds.vision.NormalizePad([1., 2., 3.], [1., 2., 3.], "float16")(img)
    assert half.dtype == np.float16
    chw = ds.vision.NormalizePad([1., 2., 3.], [1., 2., 3.], is_hwc=False)(
        np.ascontiguousarray(img.transpose(2, 0, 1)))
    assert chw.shape == (4, 2, 3)
    np.testing.assert_allclose(chw[:, 0, 1], [29., 19., 47 / 3, 0.], rtol=1e-6)


@pytest.mark.parametrize("kwargs, err, msg", [
    (dict(mean=[1, 2], std=[1, 2, 3]), ValueError, "Length of mean and std must be equal."),
    (dict(mean=[1., 2., 300.], std=[1., 2., 3.]), ValueError,
     r"Input mean\[2\] is not within the required interval of \[0, 255\]."),
    (dict(mean=[1., 2., 3.], std=[0., 2., 3.]), ValueError,
     r"Input std\[0\] is not within the required interval of \(0, 255\]."),
    (dict(mean=[1., 2., 3.], std=[1., 2., 3.], dtype="int8"), ValueError,
     "dtype only supports float32 or float16."),
    (dict(mean=[1., 2., 3.], std=[1., 2., 3.], dtype=1), TypeError, "dtype should be string."),
])
def test_normalize_pad_argument_errors(kwargs, err, msg):
    with pytest.raises(err, match=msg):
        ds.vision.NormalizePad(**kwargs)


def test_normalize_pad_channel_mismatch_is_runtime_error():
    with pytest.raises(RuntimeError, match="number of channels does not match the size of mean "
                                           "and std vectors, got channels: 4, size of mean: 3"):
        ds.vision.NormalizePad([1., 2., 3.], [1., 2., 3.])(np.zeros((2, 2, 4), np.uint8))


def test_adasum_wrappers_check_the_parallel_context():
    opt = nn.Momentum(nn.Dense(2, 2).trainable_params(), 0.1, 0.9)
    with pytest.raises(RuntimeError, match="Stand alone mode is not supported to apply adasum."):
        nn.AdaSumByGradWrapCell(opt)
    try:
        ms.set_auto_parallel_context(parallel_mode="data_parallel", device_num=8)
        with pytest.raises(RuntimeError, match="device_num must be at least 16"):
            nn.AdaSumByDeltaWeightWrapCell(opt)
        ms.set_auto_parallel_context(device_num=16)
        with pytest.raises(ms.UnsupportedError, match="per-node gradients"):
            nn.AdaSumByDeltaWeightWrapCell(opt)
    finally:
        ms.reset_auto_parallel_context()


def test_dataset_node_classes_and_validator_constants():
    from minicell.dataset.core.validator_helpers import INT32_MAX, UINT8_MAX
    assert (INT32_MAX, UINT8_MAX) == (2147483647, 255)
    data = ds.NumpySlicesDataset({"x": np.arange(4)}, shuffle=False)
    assert isinstance(data.batch(2), ds.BatchDataset)
    assert isinstance(data.repeat(2), ds.RepeatDataset)


def test_check_random_transform_ops():
    from minicell.dataset.transforms.validators import check_random_transform_ops

    class Group:
        @check_random_transform_ops
        def __init__(self, transforms, prob=0.5):
            self.transforms = transforms

    assert len(Group([ds.vision.HWC2CHW(), lambda x: x]).transforms) == 2
    with pytest.raises(ValueError, match="transforms list can not be empty."):
        Group([])
    with pytest.raises(TypeError, match="is not of type \\[<class 'list'>\\]"):
        Group((ds.vision.HWC2CHW(),))
    with pytest.raises(ValueError, match="missing parentheses for instantiation"):
        Group([ds.vision.HWC2CHW])
    with pytest.raises(TypeError, match="neither a transforms op"):
        Group([1])
    with pytest.raises(ValueError, match=r"Input prob is not within the required interval"):
        Group([ds.vision.HWC2CHW()], 2)


def test_cost_model_context_records_and_resets():
    from minicell.parallel import _cost_model_context as cmc
    cmc.set_cost_model_context(device_memory_capacity=32.0 * 1024 ** 3, costmodel_gamma=0.5)
    assert cmc.get_cost_model_context("device_memory_capacity") == 32.0 * 1024 ** 3
    with pytest.raises(ValueError, match="Set context keyword foo is not recognized!"):
        cmc.set_cost_model_context(foo=1)
    cmc.reset_cost_model_context()
    assert cmc.get_cost_model_context("costmodel_gamma") == 0.001


def test_placeholder_classmethod_refuses_with_the_reason():
    from minicell.mindrecord import TFRecordToMR
    with pytest.raises(ms.UnsupportedError, match="TFRecordToMR is not supported by minicell"):
        TFRecordToMR.transform("x.tfrecord")
    with pytest.raises(AttributeError):
        TFRecordToMR._private


def test_set_cur_net_is_importable_from_callback():
    from minicell.train.callback import _set_cur_net
    from minicell.train.callback import _checkpoint
    net = nn.Dense(1, 1)
    _set_cur_net(net)
    assert _checkpoint._CUR_NET is net


def test_py_transforms_util_pil_helpers_match_mindspore():
    """Values measured on MindSpore 2.10 (sums of the uint8 results)."""
    import random
    from PIL import Image
    from minicell.dataset.vision import py_transforms_util as u
    img = Image.fromarray((np.random.RandomState(0).rand(6, 5, 3) * 255).astype(np.uint8))

    def total(i):
        return int(np.asarray(i, np.int64).sum()), i.size
    assert total(u.adjust_contrast(img, 0.3)) == (10648, (5, 6))
    assert total(u.adjust_saturation(img, 1.7)) == (11378, (5, 6))
    assert total(u.adjust_brightness(img, 0.5)) == (5506, (5, 6))
    random.seed(3)
    assert total(u.random_crop(img, (4, 3), 2, False, 7, "constant")) == (3950, (3, 4))
    random.seed(3)
    assert total(u.random_crop(img, (8, 8), None, True, (1, 2, 3), "reflect")) == (24696, (8, 8))
    assert total(u.rotate(img, 30, Image.BICUBIC, True, None, 5)) == (11868, (9, 8))
    assert u.is_pil(img) and not u.is_pil(np.zeros(2))
    with pytest.raises(TypeError, match="img should be PIL image. Got <class 'numpy.ndarray'>"):
        u.adjust_contrast(np.zeros((2, 2)), 1)
    with pytest.raises(ValueError, match=r"Crop size \(9, 9\) is larger than input image size "
                                         r"\(6, 5\)."):
        u.random_crop(img, 9, None, False, 0, "constant")
    with pytest.raises(ValueError, match="Padding mode should be 'constant', 'edge'"):
        u.random_crop(img, 2, 1, False, 0, "wrap")
