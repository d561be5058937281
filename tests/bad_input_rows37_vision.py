"""Rows of ``test_bad_input_catalogue37`` (``dataset.vision`` and ``dataset.transforms``):
MindSpore 2.10's exception type and text for each call (measured on 2.10 CPU, one case per
forked process; /tmp/s53/bad37's vi.py): the constructors' validators, in 2.10's order and
texts -- RandomRotation's and RandomAffine's ``degrees`` ('(min,max) format'), ``center`` (a
2-tuple), RandomAffine's ``translate``/``scale``/``shear`` ('translate at i', 'scale[1] must be
...', 'shear must be of length 2 or 4'), GaussianBlur's kernel size and sigma, AutoContrast's
``ignore``, RandomAdjustSharpness's ``degree``, CutMixBatch's ``alpha`` (check_pos_float32's
unnamed '(0, 16777216]') and ``prob`` ('[0, 1]'), LinearTransformation's shapes, Crop's
coordinates, Erase's corner and value, Pad's padding length, Compose/RandomChoice/RandomOrder's
transforms list (check_random_transform_ops), Rescale's type text, and the other checks that
already matched (RandomColorAdjust, RandomSharpness, RandomSolarize, RandomPosterize, ToTensor,
RandAugment, TrivialAugmentWide, SlicePatches, NormalizePad, OneHot, Mask, ...)."""
import numpy as np

import minicell.dataset.transforms as T
import minicell.dataset.vision as vision

img = np.ones((8, 8, 3), np.uint8)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'rotation deg': (
        lambda: vision.RandomRotation(degrees=-5),
        ValueError, 'Input degrees is not within the required interval of [0, 16777216].'),
    'rotation deg seq': (
        lambda: vision.RandomRotation(degrees=(10, 5)),
        ValueError, 'degrees should be in (min,max) format. Got (max,min).'),
    'rotation center': (
        lambda: vision.RandomRotation(10, center=(1,)),
        ValueError, 'Value center needs to be a 2-tuple.'),
    'rotation fill': (
        lambda: vision.RandomRotation(10, fill_value=300),
        ValueError, 'Input fill_value is not within the required interval of [0, 255].'),
    'affine deg': (
        lambda: vision.RandomAffine(degrees=-1),
        ValueError, 'Input degrees is not within the required interval of [0, 16777216].'),
    'affine translate': (
        lambda: vision.RandomAffine(10, translate=(2.0, 0.1)),
        ValueError, 'Input translate at 0 is not within the required interval of [-1.0, 1.0].'),
    'affine scale': (
        lambda: vision.RandomAffine(10, scale=(0.5,)),
        TypeError, 'scale should be a list or tuple of length 2.'),
    'affine shear': (
        lambda: vision.RandomAffine(10, shear=(1, 2, 3)),
        TypeError, 'shear must be of length 2 or 4.'),
    'blur even': (
        lambda: vision.GaussianBlur(4),
        ValueError, 'Input kernel_size is not an odd value.'),
    'blur neg': (
        lambda: vision.GaussianBlur(-3),
        ValueError, 'Input kernel_size is not within the required interval of [1, 16777216].'),
    'blur sigma': (
        lambda: vision.GaussianBlur(3, sigma=-1.0),
        ValueError, 'Input sigma is not within the required interval of [0, 16777216].'),
    'centercrop': (
        lambda: vision.CenterCrop(0),
        ValueError, 'Input is not within the required interval of [1, 16777216].'),
    'centercrop seq': (
        lambda: vision.CenterCrop((2, 3, 4)),
        TypeError, 'Size should be a single integer or a list/tuple (h, w) of length 2.'),
    'coloradj b': (
        lambda: vision.RandomColorAdjust(brightness=-1),
        ValueError, 'The input value of brightness cannot be negative.'),
    'coloradj h': (
        lambda: vision.RandomColorAdjust(hue=0.6),
        ValueError, 'Input is not within the required interval of [-0.5, 0.5].'),
    'sharp': (
        lambda: vision.RandomSharpness(degrees=(2, 1)),
        ValueError, 'degrees should be in (min,max) format. Got (max,min).'),
    'solarize': (
        lambda: vision.RandomSolarize(threshold=(10, 300)),
        ValueError, 'Input is not within the required interval of [0, 255].'),
    'posterize': (
        lambda: vision.RandomPosterize(bits=(0, 4)),
        ValueError, 'Input is not within the required interval of [1, 8].'),
    'adjsharp deg': (
        lambda: vision.RandomAdjustSharpness(degree=-1),
        ValueError, 'Input degree is not within the required interval of [0, 16777216].'),
    'adjsharp prob': (
        lambda: vision.RandomAdjustSharpness(degree=1, prob=2),
        ValueError, 'Input prob is not within the required interval of [0.0, 1.0].'),
    'autocontrast': (
        lambda: vision.AutoContrast(cutoff=60),
        ValueError, 'Input cutoff is not within the required interval of [0, 50).'),
    'autocontrast ignore': (
        lambda: vision.AutoContrast(ignore=300),
        ValueError, 'Input ignore is not within the required interval of [0, 255].'),
    'rautocontrast': (
        lambda: vision.RandomAutoContrast(prob=-0.1),
        ValueError, 'Input prob is not within the required interval of [0.0, 1.0].'),
    'uniformaug': (
        lambda: vision.UniformAugment([vision.Invert()], num_ops=2),
        ValueError, 'num_ops is greater than transforms list size.'),
    'cutmix alpha': (
        lambda: vision.CutMixBatch(vision.ImageBatchFormat.NHWC, alpha=0),
        ValueError, 'Input is not within the required interval of (0, 16777216].'),
    'cutmix prob': (
        lambda: vision.CutMixBatch(vision.ImageBatchFormat.NHWC, 1.0, prob=2),
        ValueError, 'Input prob is not within the required interval of [0, 1].'),
    'mixup': (
        lambda: vision.MixUpBatch(alpha=-1),
        ValueError, 'Input alpha must be greater than 0.'),
    'lintrans': (
        lambda: vision.LinearTransformation(np.ones((3, 3)), np.ones(2)),
        ValueError,
            'mean_vector length 2 should match either one dimension of the '
            'squaretransformation_matrix (3, 3).'),
    'fivecrop': (
        lambda: vision.FiveCrop(0),
        ValueError, 'Input is not within the required interval of [1, 16777216].'),
    'crop coords': (
        lambda: vision.Crop((-1, 0), 2),
        ValueError, 'Input coordinates[0] is not within the required interval of [0, 2147483647].'),
    'crop size': (
        lambda: vision.Crop((0, 0), 0),
        ValueError, 'Input is not within the required interval of [1, 16777216].'),
    'erase': (
        lambda: vision.Erase(-1, 0, 2, 2),
        ValueError, 'Input top is not within the required interval of [0, 2147483647].'),
    'erase value': (
        lambda: vision.Erase(0, 0, 2, 2, value=(1, 2)),
        TypeError, 'value should be a single integer/float or a 3-tuple.'),
    'affine fn': (
        lambda: vision.Affine(degrees=10, translate=[1], scale=1.0, shear=0),
        TypeError, 'The length of translate should be 2.'),
    'affine scale0': (
        lambda: vision.Affine(degrees=10, translate=[1, 1], scale=0, shear=0),
        ValueError, 'Input scale must be greater than 0.'),
    'resizedcrop': (
        lambda: vision.ResizedCrop(0, 0, 0, 2, 2),
        ValueError, 'Input height is not within the required interval of [1, 2147483647].'),
    'slicepatches': (
        lambda: vision.SlicePatches(num_height=0),
        ValueError, 'Input num_height is not within the required interval of [1, 2147483647].'),
    'randaugment': (
        lambda: vision.RandAugment(num_ops=-1),
        ValueError, 'Input num_ops is not within the required interval of [0, 16777216].'),
    'randaugment mag': (
        lambda: vision.RandAugment(magnitude=40),
        ValueError, 'Input magnitude is not within the required interval of [0, 31).'),
    'trivial': (
        lambda: vision.TrivialAugmentWide(num_magnitude_bins=1),
        ValueError,
            'Input num_magnitude_bins is not within the required interval of [2, 16777216].'),
    'lighting': (
        lambda: vision.RandomLighting(alpha=-1),
        ValueError, 'Input alpha is not within the required interval of [0, 16777216].'),
    'solarize fix': (
        lambda: vision.Solarize(threshold=300),
        ValueError, 'Input threshold[0] is not within the required interval of [0, 255].'),
    'solarize order': (
        lambda: vision.Solarize(threshold=(200, 100)),
        ValueError, 'threshold must be in order of (min, max).'),
    'grayscale p': (
        lambda: vision.RandomGrayscale(prob=1.5),
        ValueError, 'Input prob is not within the required interval of [0.0, 1.0].'),
    'convertcolor': (
        lambda: vision.ConvertColor(3),
        TypeError,
            "Argument convert_mode with value 3 is not of type [<enum 'ConvertMode'>], but got "
            "<class 'int'>."),
    'rvflip': (
        lambda: vision.RandomVerticalFlip(prob=-1),
        ValueError, 'Input prob is not within the required interval of [0.0, 1.0].'),
    'rescale': (
        lambda: vision.Rescale('a', 0),
        TypeError,
            "Argument rescale with value a is not of type [<class 'numbers.Number'>], but got "
            "<class 'str'>."),
    'resize inter': (
        lambda: vision.Resize(4, interpolation='linear'),
        TypeError,
            "Argument interpolation with value linear is not of type [<enum 'Inter'>], but got "
            "<class 'str'>."),
    'rresize scale': (
        lambda: vision.RandomResizedCrop(4, scale=(1.0, 0.5)),
        ValueError, 'scale should be in (min,max) format. Got (max,min).'),
    'rresize ratio': (
        lambda: vision.RandomResizedCrop(4, ratio=(-1.0, 0.5)),
        ValueError, 'Input ratio[0] is not within the required interval of (0, 16777216].'),
    'rcdr': (
        lambda: vision.RandomCropDecodeResize(4, scale=(2, 1)),
        ValueError, 'scale should be in (min,max) format. Got (max,min).'),
    'pad mode': (
        lambda: vision.Pad(2, padding_mode='edge'),
        TypeError,
            "Argument padding_mode with value edge is not of type [<enum 'Border'>], but got "
            "<class 'str'>."),
    'pad len': (
        lambda: vision.Pad((1, 2, 3)),
        ValueError, 'The size of the padding list or tuple should be 2 or 4.'),
    'rcrop pad': (
        lambda: vision.RandomCrop(4, padding=-1),
        ValueError, 'Input padding is not within the required interval of [0, 2147483647].'),
    'normalizepad': (
        lambda: vision.NormalizePad([0.5, 0.5, 0.5], [0.5, 0.5, 0.5], dtype='int8'),
        ValueError, 'dtype only supports float32 or float16.'),
    'normalizepad std': (
        lambda: vision.NormalizePad([0.5, 0.5, 0.5], [0, 0.5, 0.5]),
        ValueError, 'Input std[0] is not within the required interval of (0, 255].'),
    'hsv': (
        lambda: vision.HsvToRgb(is_hwc='a'),
        TypeError,
            "Argument is_hwc with value a is not of type [<class 'bool'>], but got <class "
            "'str'>."),
    'rndapply': (
        lambda: T.RandomApply([vision.Invert()], prob=2),
        ValueError, 'Input prob is not within the required interval of [0, 1].'),
    'rndchoice': (
        lambda: T.RandomChoice([]),
        ValueError, 'transforms list can not be empty.'),
    'rndorder': (
        lambda: T.RandomOrder('x'),
        TypeError,
            "Argument transforms list with value x is not of type [<class 'list'>], but got "
            "<class 'str'>."),
    'compose': (
        lambda: T.Compose([]),
        ValueError, 'transforms list can not be empty.'),
    'onehot': (
        lambda: T.OneHot(-1),
        ValueError, 'Input must be greater than 0.'),
    'mask': (
        lambda: T.Mask('==', 1),
        TypeError,
            "Argument operator with value == is not of type [<enum 'Relational'>], but got "
            "<class 'str'>."),
    'concat': (
        lambda: T.Concatenate(axis=1),
        ValueError, 'only 1D concatenation supported.'),
}
