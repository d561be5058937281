"""Rows of ``test_bad_input_catalogue58``: ``ms.dataset.transforms`` and ``vision`` constructors
(TypeCast, OneHot, Fill, Slice, Mask, PadEnd, Concatenate, Compose, RandomApply/Choice/Order,
Resize, crops, flips, Normalize, Pad, rotations, color and blur ops, RandomErasing,
UniformAugment, MixUp/CutMixBatch, ...) and calls on bad images, ``map`` with bad operations.
2.10's exception type and text for each call (measured on 2.10 CPU, one case per forked process:
/tmp/s75/bad58/run.py on c23.py, c25.py). GOOD: calls 2.10 accepts next to them, with the repr
of 2.10's result.

Left (minicell differs; see the report): V.ColorJitter-0 (AttributeError: "module
'mindspore.dataset.vision' has no attribute"); V.ColorJitter-1 (AttributeError: "module
'mindspore.dataset.vision' has no attribute"); V.ColorJitter-2 (AttributeError: "module
'mindspore.dataset.vision' has no attribute"); V.ColorJitter-3 (AttributeError: "module
'mindspore.dataset.vision' has no attribute"); V.ColorJitter-4 (AttributeError: "module
'mindspore.dataset.vision' has no attribute"); Resize-call-1d (RuntimeError: "Exception thrown
from dataset pipeline. Refer to '"); Compose-call-none (TypeError: "Invalid user input. Got
<class 'NoneType'>: None, "); padend-obj (TypeError: 'Argument pad_value with value <object
object at 0x').
"""
import numpy as np
import minicell as ms
import minicell.dataset.transforms as T
import minicell.dataset.vision as V
from bad_input_rows58_help import IMG

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'T.TypeCast-0': (lambda: T.TypeCast(None), TypeError,
        "Argument data_type with value None is not of type [<class 'mindspore._c_expression.typi"
        "ng.Type'>, <class 'numpy.dtype'>], but got <class 'NoneType'>."),
    'T.TypeCast-1': (lambda: T.TypeCast('bad'), TypeError,
        "Argument data_type with value bad is not of type [<class 'mindspore._c_expression.typin"
        "g.Type'>, <class 'numpy.dtype'>], but got <class 'str'>."),
    'T.TypeCast-2': (lambda: T.TypeCast(1), TypeError,
        "Argument data_type with value 1 is not of type [<class 'mindspore._c_expression.typing."
        "Type'>, <class 'numpy.dtype'>], but got <class 'int'>."),
    'T.OneHot-0': (lambda: T.OneHot(-1), ValueError,
        'Input must be greater than 0.'),
    'T.OneHot-1': (lambda: T.OneHot('a'), TypeError,
        "Argument num_classes with value a is not of type [<class 'int'>], but got <class 'str'>"
        "."),
    'T.OneHot-2': (lambda: T.OneHot(2, smoothing_rate=2.0), ValueError,
        'Input smoothing_rate is not within the required interval of [0.0, 1.0].'),
    'T.OneHot-3': (lambda: T.OneHot(2, smoothing_rate='a'), TypeError,
        "Argument smoothing_rate with value a is not of type [<class 'int'>, <class 'float'>], b"
        "ut got <class 'str'>."),
    'T.Fill-0': (lambda: T.Fill(None), TypeError,
        "Argument fill_value with value None is not of type [<class 'str'>, <class 'float'>, <cl"
        "ass 'bool'>, <class 'int'>, <class 'bytes'>], but got <class 'NoneType'>."),
    'T.Fill-1': (lambda: T.Fill([1]), TypeError,
        "Argument fill_value with value [1] is not of type [<class 'str'>, <class 'float'>, <cla"
        "ss 'bool'>, <class 'int'>, <class 'bytes'>], but got <class 'list'>."),
    'T.Slice-0': (lambda: T.Slice('a'), TypeError,
        "Argument slice with value a is not of type [<class 'int'>, <class 'list'>, <class 'slic"
        "e'>, <class 'bool'>, <class 'ellipsis'>, <class 'mindspore.dataset.transforms.transform"
        "s._SliceOption'>], but got <class 'str'>."),
    'T.Slice-2': (lambda: T.Slice(1.5), TypeError,
        "Argument slice with value 1.5 is not of type [<class 'int'>, <class 'list'>, <class 'sl"
        "ice'>, <class 'bool'>, <class 'ellipsis'>, <class 'mindspore.dataset.transforms.transfo"
        "rms._SliceOption'>], but got <class 'float'>."),
    'T.Mask-0': (lambda: T.Mask('bad', 1), TypeError,
        "Argument operator with value bad is not of type [<enum 'Relational'>], but got <class '"
        "str'>."),
    'T.Mask-1': (lambda: T.Mask(T.Relational.EQ, None), TypeError,
        "Argument constant with value None is not of type [<class 'str'>, <class 'float'>, <clas"
        "s 'bool'>, <class 'int'>, <class 'bytes'>], but got <class 'NoneType'>."),
    'T.Mask-2': (lambda: T.Mask(T.Relational.EQ, 1, dtype='a'), TypeError,
        "Argument dtype with value a is not of type [<class 'mindspore._c_expression.typing.Type"
        "'>], but got <class 'str'>."),
    'T.PadEnd-0': (lambda: T.PadEnd(None), TypeError,
        "Argument pad_shape with value None is not of type [<class 'list'>], but got <class 'Non"
        "eType'>."),
    'T.PadEnd-1': (lambda: T.PadEnd([-1]), ValueError,
        'Input is not within the required interval of [1, 9223372036854775807].'),
    'T.PadEnd-2': (lambda: T.PadEnd([2], pad_value=[1]), TypeError,
        "Argument pad_value with value [1] is not of type [<class 'str'>, <class 'float'>, <clas"
        "s 'bool'>, <class 'int'>, <class 'bytes'>], but got <class 'list'>."),
    'T.Concatenate-0': (lambda: T.Concatenate(axis='a'), TypeError,
        "Argument axis with value a is not of type [<class 'int'>], but got <class 'str'>."),
    'T.Concatenate-1': (lambda: T.Concatenate(axis=1), ValueError,
        'only 1D concatenation supported.'),
    'T.Concatenate-2': (lambda: T.Concatenate(prepend='a'), TypeError,
        "Argument prepend with value a is not of type [<class 'numpy.ndarray'>], but got <class "
        "'str'>."),
    'T.Duplicate-0': (lambda: T.Duplicate(1), TypeError,
        'Duplicate.__init__() takes 1 positional argument but 2 were given'),
    'T.Unique-0': (lambda: T.Unique(1), TypeError,
        'Unique.__init__() takes 1 positional argument but 2 were given'),
    'T.Compose-0': (lambda: T.Compose(None), TypeError,
        "Argument transforms list with value None is not of type [<class 'list'>], but got <clas"
        "s 'NoneType'>."),
    'T.Compose-1': (lambda: T.Compose([]), ValueError,
        'transforms list can not be empty.'),
    'T.Compose-2': (lambda: T.Compose(['a']), TypeError,
        'transforms[0] is neither a transforms op (TensorOperation) nor a callable pyfunc.'),
    'T.Compose-3': (lambda: T.Compose([1]), TypeError,
        'transforms[0] is neither a transforms op (TensorOperation) nor a callable pyfunc.'),
    'T.RandomApply-0': (lambda: T.RandomApply(None), TypeError,
        "Argument transforms list with value None is not of type [<class 'list'>], but got <clas"
        "s 'NoneType'>."),
    'T.RandomApply-1': (lambda: T.RandomApply([]), ValueError,
        'transforms list can not be empty.'),
    'T.RandomApply-2': (lambda: T.RandomApply([T.Duplicate()], prob=2.0), ValueError,
        'Input prob is not within the required interval of [0, 1].'),
    'T.RandomApply-3': (lambda: T.RandomApply([T.Duplicate()], prob='a'), TypeError,
        "Argument prob with value a is not of type [<class 'float'>, <class 'int'>], but got <cl"
        "ass 'str'>."),
    'T.RandomChoice-0': (lambda: T.RandomChoice(None), TypeError,
        "Argument transforms list with value None is not of type [<class 'list'>], but got <clas"
        "s 'NoneType'>."),
    'T.RandomChoice-1': (lambda: T.RandomChoice([]), ValueError,
        'transforms list can not be empty.'),
    'T.RandomChoice-2': (lambda: T.RandomChoice(['a']), TypeError,
        'transforms[0] is neither a transforms op (TensorOperation) nor a callable pyfunc.'),
    'T.RandomOrder-0': (lambda: T.RandomOrder(None), TypeError,
        "Argument transforms list with value None is not of type [<class 'list'>], but got <clas"
        "s 'NoneType'>."),
    'T.RandomOrder-1': (lambda: T.RandomOrder([]), ValueError,
        'transforms list can not be empty.'),
    'V.Resize-0': (lambda: V.Resize(None), TypeError,
        'Size should be a single integer or a list/tuple (h, w) of length 2.'),
    'V.Resize-1': (lambda: V.Resize(-1), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'V.Resize-2': (lambda: V.Resize('a'), TypeError,
        'Size should be a single integer or a list/tuple (h, w) of length 2.'),
    'V.Resize-3': (lambda: V.Resize((1, 2, 3)), TypeError,
        'Size should be a single integer or a list/tuple (h, w) of length 2.'),
    'V.Resize-4': (lambda: V.Resize([0, 1]), ValueError,
        'Input size at dim 0 is not within the required interval of [1, 2147483647].'),
    'V.Resize-5': (lambda: V.Resize(4, interpolation='a'), TypeError,
        "Argument interpolation with value a is not of type [<enum 'Inter'>], but got <class 'st"
        "r'>."),
    'V.CenterCrop-0': (lambda: V.CenterCrop(-1), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'V.CenterCrop-1': (lambda: V.CenterCrop('a'), TypeError,
        "Argument size with value a is not of type [<class 'int'>, <class 'list'>, <class 'tuple"
        "'>], but got <class 'str'>."),
    'V.CenterCrop-2': (lambda: V.CenterCrop((1, 2, 3)), TypeError,
        'Size should be a single integer or a list/tuple (h, w) of length 2.'),
    'V.CenterCrop-3': (lambda: V.CenterCrop(0), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'V.RandomCrop-0': (lambda: V.RandomCrop(-1), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'V.RandomCrop-1': (lambda: V.RandomCrop('a'), TypeError,
        "Argument size with value a is not of type [<class 'int'>, <class 'list'>, <class 'tuple"
        "'>], but got <class 'str'>."),
    'V.RandomCrop-2': (lambda: V.RandomCrop(2, padding=-1), ValueError,
        'Input padding is not within the required interval of [0, 2147483647].'),
    'V.RandomCrop-3': (lambda: V.RandomCrop(2, padding_mode='a'), TypeError,
        "Argument padding_mode with value a is not of type [<enum 'Border'>], but got <class 'st"
        "r'>."),
    'V.RandomCrop-4': (lambda: V.RandomCrop(2, fill_value=300), ValueError,
        'Input fill_value is not within the required interval of [0, 255].'),
    'V.RandomHorizontalFlip-0': (lambda: V.RandomHorizontalFlip(2.0), ValueError,
        'Input prob is not within the required interval of [0.0, 1.0].'),
    'V.RandomHorizontalFlip-1': (lambda: V.RandomHorizontalFlip('a'), TypeError,
        "Argument prob with value a is not of type [<class 'float'>, <class 'int'>], but got <cl"
        "ass 'str'>."),
    'V.RandomHorizontalFlip-2': (lambda: V.RandomHorizontalFlip(-0.1), ValueError,
        'Input prob is not within the required interval of [0.0, 1.0].'),
    'V.RandomVerticalFlip-0': (lambda: V.RandomVerticalFlip(2.0), ValueError,
        'Input prob is not within the required interval of [0.0, 1.0].'),
    'V.RandomVerticalFlip-1': (lambda: V.RandomVerticalFlip(None), TypeError,
        "Argument prob with value None is not of type [<class 'float'>, <class 'int'>], but got "
        "<class 'NoneType'>."),
    'V.Normalize-0': (lambda: V.Normalize(None, [1, 1, 1]), TypeError,
        "Argument mean with value None is not of type [<class 'list'>, <class 'tuple'>], but got"
        " <class 'NoneType'>."),
    'V.Normalize-1': (lambda: V.Normalize([1, 1], [1, 1, 1]), ValueError,
        'Length of mean and std must be equal.'),
    'V.Normalize-2': (lambda: V.Normalize([0, 0, 0], [0, 0, 0]), ValueError,
        'Input std[0] is not within the required interval of (0, 255].'),
    'V.Normalize-3': (lambda: V.Normalize([0, 0, 0], [1, 1, 1], is_hwc='a'), TypeError,
        "Argument is_hwc with value a is not of type [<class 'bool'>], but got <class 'str'>."),
    'V.Normalize-4': (lambda: V.Normalize('a', [1, 1, 1]), TypeError,
        "Argument mean with value a is not of type [<class 'list'>, <class 'tuple'>], but got <c"
        "lass 'str'>."),
    'V.HWC2CHW-0': (lambda: V.HWC2CHW(1), TypeError,
        'HWC2CHW.__init__() takes 1 positional argument but 2 were given'),
    'V.ToTensor-1': (lambda: V.ToTensor(output_type=1), TypeError,
        "Argument output_type with value 1 is not of type [<class 'mindspore._c_expression.typin"
        "g.Type'>, <class 'numpy.dtype'>], but got <class 'int'>."),
    'V.Rescale-0': (lambda: V.Rescale('a', 0), TypeError,
        "Argument rescale with value a is not of type [<class 'numbers.Number'>], but got <class"
        " 'str'>."),
    'V.Rescale-1': (lambda: V.Rescale(1.0, None), TypeError,
        "Argument shift with value None is not of type [<class 'numbers.Number'>], but got <clas"
        "s 'NoneType'>."),
    'V.Pad-0': (lambda: V.Pad(-1), ValueError,
        'Input padding is not within the required interval of [0, 2147483647].'),
    'V.Pad-1': (lambda: V.Pad('a'), TypeError,
        "Argument padding with value a is not of type [<class 'tuple'>, <class 'list'>, <class '"
        "numbers.Number'>], but got <class 'str'>."),
    'V.Pad-2': (lambda: V.Pad((1, 2, 3)), ValueError,
        'The size of the padding list or tuple should be 2 or 4.'),
    'V.Pad-3': (lambda: V.Pad(1, padding_mode='a'), TypeError,
        "Argument padding_mode with value a is not of type [<enum 'Border'>], but got <class 'st"
        "r'>."),
    'V.Pad-4': (lambda: V.Pad(1, fill_value=300), ValueError,
        'Input fill_value is not within the required interval of [0, 255].'),
    'V.RandomRotation-0': (lambda: V.RandomRotation(-1), ValueError,
        'Input degrees is not within the required interval of [0, 16777216].'),
    'V.RandomRotation-1': (lambda: V.RandomRotation('a'), TypeError,
        "Argument degrees with value a is not of type [<class 'int'>, <class 'float'>, <class 'l"
        "ist'>, <class 'tuple'>], but got <class 'str'>."),
    'V.RandomRotation-2': (lambda: V.RandomRotation((10, 5)), ValueError,
        'degrees should be in (min,max) format. Got (max,min).'),
    'V.RandomRotation-3': (lambda: V.RandomRotation(10, resample='a'), TypeError,
        "Argument resample with value a is not of type [<enum 'Inter'>], but got <class 'str'>."),
    'V.RandomRotation-4': (lambda: V.RandomRotation(10, center=(1,)), ValueError,
        'Value center needs to be a 2-tuple.'),
    'V.RandomResizedCrop-0': (lambda: V.RandomResizedCrop(-1), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'V.RandomResizedCrop-1': (lambda: V.RandomResizedCrop(4, scale=(1.0, 0.5)), ValueError,
        'scale should be in (min,max) format. Got (max,min).'),
    'V.RandomResizedCrop-2': (lambda: V.RandomResizedCrop(4, ratio=(2.0, 1.0)), ValueError,
        'ratio should be in (min,max) format. Got (max,min).'),
    'V.RandomResizedCrop-3': (lambda: V.RandomResizedCrop(4, scale='a'), TypeError,
        "Argument scale with value a is not of type [<class 'tuple'>, <class 'list'>], but got <"
        "class 'str'>."),
    'V.RandomResizedCrop-4': (lambda: V.RandomResizedCrop(4, max_attempts=0), ValueError,
        'Input max_attempts is not within the required interval of [1, 2147483647].'),
    'V.Grayscale-0': (lambda: V.Grayscale(2), ValueError,
        'Number of channels of the output grayscale imageshould be either 1 or 3. Got 2.'),
    'V.Grayscale-1': (lambda: V.Grayscale('a'), TypeError,
        "Argument num_output_channels with value a is not of type [<class 'int'>], but got <clas"
        "s 'str'>."),
    'V.Grayscale-2': (lambda: V.Grayscale(0), ValueError,
        'Number of channels of the output grayscale imageshould be either 1 or 3. Got 0.'),
    'V.RandomGrayscale-0': (lambda: V.RandomGrayscale(2.0), ValueError,
        'Input prob is not within the required interval of [0.0, 1.0].'),
    'V.RandomGrayscale-1': (lambda: V.RandomGrayscale('a'), TypeError,
        "Argument prob with value a is not of type [<class 'float'>, <class 'int'>], but got <cl"
        "ass 'str'>."),
    'V.GaussianBlur-0': (lambda: V.GaussianBlur(2), ValueError,
        'Input kernel_size is not an odd value.'),
    'V.GaussianBlur-1': (lambda: V.GaussianBlur(-1), ValueError,
        'Input kernel_size is not within the required interval of [1, 16777216].'),
    'V.GaussianBlur-2': (lambda: V.GaussianBlur('a'), TypeError,
        "Argument kernel_size with value a is not of type [<class 'int'>, <class 'list'>, <class"
        " 'tuple'>], but got <class 'str'>."),
    'V.GaussianBlur-3': (lambda: V.GaussianBlur(3, sigma=-1), ValueError,
        'Input sigma is not within the required interval of [0, 16777216].'),
    'V.GaussianBlur-4': (lambda: V.GaussianBlur((3, 3, 3)), TypeError,
        'Kernel size should be a single integer or a list/tuple (kernel_width, kernel_height) of'
        ' length 2.'),
    'V.RandomErasing-0': (lambda: V.RandomErasing(prob=2.0), ValueError,
        'Input prob is not within the required interval of [0.0, 1.0].'),
    'V.RandomErasing-1': (lambda: V.RandomErasing(scale=(1.0, 0.1)), ValueError,
        'scale should be in (min,max) format. Got (max,min).'),
    'V.RandomErasing-2': (lambda: V.RandomErasing(ratio=(0, 1)), ValueError,
        'Input is not within the required interval of (0, 16777216].'),
    'V.RandomErasing-3': (lambda: V.RandomErasing(value='a'), ValueError,
        "The value for erasing should be either a single value, or a string 'random', or a seque"
        "nce of 3 elements for RGB respectively."),
    'V.RandomErasing-4': (lambda: V.RandomErasing(max_attempts=0), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'V.Decode-0': (lambda: V.Decode(to_pil='a'), TypeError,
        "Argument to_pil with value a is not of type [<class 'bool'>], but got <class 'str'>."),
    'V.Rotate-0': (lambda: V.Rotate('a'), TypeError,
        "Argument degrees with value a is not of type [<class 'float'>, <class 'int'>], but got "
        "<class 'str'>."),
    'V.Rotate-1': (lambda: V.Rotate(10, resample=1), TypeError,
        "Argument resample with value 1 is not of type [<enum 'Inter'>], but got <class 'int'>."),
    'V.Rotate-2': (lambda: V.Rotate(10, center=(1,)), ValueError,
        'Value center needs to be a 2-tuple.'),
    'V.Crop-0': (lambda: V.Crop((0, 0), -1), ValueError,
        'Input is not within the required interval of [1, 16777216].'),
    'V.Crop-1': (lambda: V.Crop('a', 2), TypeError,
        "Argument coordinates with value a is not of type [<class 'list'>, <class 'tuple'>], but"
        " got <class 'str'>."),
    'V.Crop-2': (lambda: V.Crop((0,), 2), TypeError,
        'Coordinates should be a list/tuple (y, x) of length 2.'),
    'V.Crop-3': (lambda: V.Crop((-1, 0), 2), ValueError,
        'Input coordinates[0] is not within the required interval of [0, 2147483647].'),
    'V.RandomAffine-0': (lambda: V.RandomAffine(-1), ValueError,
        'Input degrees is not within the required interval of [0, 16777216].'),
    'V.RandomAffine-1': (lambda: V.RandomAffine('a'), TypeError,
        "Argument degrees with value a is not of type [<class 'int'>, <class 'float'>, <class 'l"
        "ist'>, <class 'tuple'>], but got <class 'str'>."),
    'V.RandomAffine-2': (lambda: V.RandomAffine(10, translate=(2.0, 0.0)), ValueError,
        'Input translate at 0 is not within the required interval of [-1.0, 1.0].'),
    'V.RandomAffine-3': (lambda: V.RandomAffine(10, scale=(2, 1)), ValueError,
        'Input scale[1] must be equal to or greater than scale[0].'),
    'V.RandomAffine-4': (lambda: V.RandomAffine(10, shear=-1), ValueError,
        'Input shear must be greater than 0.'),
    'V.AutoContrast-0': (lambda: V.AutoContrast(cutoff=60), ValueError,
        'Input cutoff is not within the required interval of [0, 50).'),
    'V.AutoContrast-1': (lambda: V.AutoContrast(cutoff='a'), TypeError,
        "Argument cutoff with value a is not of type [<class 'int'>, <class 'float'>], but got <"
        "class 'str'>."),
    'V.AutoContrast-2': (lambda: V.AutoContrast(ignore=300), ValueError,
        'Input ignore is not within the required interval of [0, 255].'),
    'V.Posterize-0': (lambda: V.Posterize(9), ValueError,
        'Input bits is not within the required interval of [0, 8].'),
    'V.Posterize-1': (lambda: V.Posterize('a'), TypeError,
        "Argument bits with value a is not of type [<class 'int'>], but got <class 'str'>."),
    'V.Posterize-2': (lambda: V.Posterize(-1), ValueError,
        'Input bits is not within the required interval of [0, 8].'),
    'V.RandomPosterize-0': (lambda: V.RandomPosterize(9), ValueError,
        'Input is not within the required interval of [1, 8].'),
    'V.RandomPosterize-1': (lambda: V.RandomPosterize((5, 1)), ValueError,
        'Input is not within the required interval of [1, 8].'),
    'V.Solarize-0': (lambda: V.Solarize(300), ValueError,
        'Input threshold[0] is not within the required interval of [0, 255].'),
    'V.Solarize-1': (lambda: V.Solarize((200, 100)), ValueError,
        'threshold must be in order of (min, max).'),
    'V.Solarize-2': (lambda: V.Solarize('a'), TypeError,
        "Argument threshold with value a is not of type [<class 'float'>, <class 'int'>, <class "
        "'list'>, <class 'tuple'>], but got <class 'str'>."),
    'V.AdjustBrightness-0': (lambda: V.AdjustBrightness(-1), ValueError,
        'Input brightness_factor is not within the required interval of [0, 16777216].'),
    'V.AdjustBrightness-1': (lambda: V.AdjustBrightness('a'), TypeError,
        "Argument brightness_factor with value a is not of type [<class 'float'>, <class 'int'>]"
        ", but got <class 'str'>."),
    'V.AdjustGamma-0': (lambda: V.AdjustGamma(-1), ValueError,
        'Input is not within the required interval of [0, 16777216].'),
    'V.AdjustGamma-1': (lambda: V.AdjustGamma(1, gain='a'), TypeError,
        "Argument gain with value a is not of type [<class 'float'>, <class 'int'>], but got <cl"
        "ass 'str'>."),
    'V.ConvertColor-0': (lambda: V.ConvertColor('a'), TypeError,
        "Argument convert_mode with value a is not of type [<enum 'ConvertMode'>], but got <clas"
        "s 'str'>."),
    'V.ConvertColor-1': (lambda: V.ConvertColor(1), TypeError,
        "Argument convert_mode with value 1 is not of type [<enum 'ConvertMode'>], but got <clas"
        "s 'int'>."),
    'V.Invert-0': (lambda: V.Invert(1), TypeError,
        'Invert.__init__() takes 1 positional argument but 2 were given'),
    'V.RandomSharpness-0': (lambda: V.RandomSharpness((2, 1)), ValueError,
        'degrees should be in (min,max) format. Got (max,min).'),
    'V.RandomSharpness-1': (lambda: V.RandomSharpness(-1), TypeError,
        'degrees must be either a tuple or a list.'),
    'V.LinearTransformation-0': (lambda: V.LinearTransformation(None, None), TypeError,
        "Argument transformation_matrix with value None is not of type [<class 'numpy.ndarray'>]"
        ", but got <class 'NoneType'>."),
    'V.LinearTransformation-1': (lambda: V.LinearTransformation([1], [1]), TypeError,
        "Argument transformation_matrix with value [1] is not of type [<class 'numpy.ndarray'>],"
        " but got <class 'list'>."),
    'V.Perspective-0': (lambda: V.Perspective(None, None), TypeError,
        "Argument start_points with value None is not of type [<class 'list'>, <class 'tuple'>],"
        " but got <class 'NoneType'>."),
    'V.Perspective-1': (lambda: V.Perspective([[0, 0]], [[0, 0]]), TypeError,
        'start_points should be a list or tuple of length 4.'),
    'V.ResizedCrop-0': (lambda: V.ResizedCrop(0, 0, 0, 0, 4), ValueError,
        'Input height is not within the required interval of [1, 2147483647].'),
    'V.ResizedCrop-1': (lambda: V.ResizedCrop(-1, 0, 2, 2, 4), ValueError,
        'Input top is not within the required interval of [0, 2147483647].'),
    'V.ResizedCrop-2': (lambda: V.ResizedCrop(0, 0, 2, 2, 'a'), TypeError,
        "Argument size with value a is not of type [<class 'int'>, <class 'list'>, <class 'tuple"
        "'>], but got <class 'str'>."),
    'V.ToType-0': (lambda: V.ToType(None), TypeError,
        "Argument data_type with value None is not of type [<class 'mindspore._c_expression.typi"
        "ng.Type'>, <class 'numpy.dtype'>], but got <class 'NoneType'>."),
    'V.ToType-1': (lambda: V.ToType('bad'), TypeError,
        "Argument data_type with value bad is not of type [<class 'mindspore._c_expression.typin"
        "g.Type'>, <class 'numpy.dtype'>], but got <class 'str'>."),
    'V.UniformAugment-0': (lambda: V.UniformAugment(None, 1), TypeError,
        "object of type 'NoneType' has no len()"),
    'V.UniformAugment-1': (lambda: V.UniformAugment([], 1), ValueError,
        'num_ops is greater than transforms list size.'),
    'V.UniformAugment-2': (lambda: V.UniformAugment([V.Invert()], -1), ValueError,
        'Input num_ops must be greater than 0.'),
    'V.UniformAugment-3': (lambda: V.UniformAugment([V.Invert()], 'a'), TypeError,
        "Argument num_ops with value a is not of type [<class 'int'>], but got <class 'str'>."),
    'V.MixUpBatch-0': (lambda: V.MixUpBatch(-1), ValueError,
        'Input alpha must be greater than 0.'),
    'V.MixUpBatch-1': (lambda: V.MixUpBatch('a'), TypeError,
        "Argument alpha with value a is not of type [<class 'int'>, <class 'float'>], but got <c"
        "lass 'str'>."),
    'V.CutMixBatch-0': (lambda: V.CutMixBatch('a'), TypeError,
        "Argument image_batch_format with value a is not of type [<enum 'ImageBatchFormat'>], bu"
        "t got <class 'str'>."),
    'V.CutMixBatch-1': (lambda: V.CutMixBatch(V.ImageBatchFormat.NHWC, -1), ValueError,
        'Input is not within the required interval of (0, 16777216].'),
    'V.CutMixBatch-2': (lambda: V.CutMixBatch(V.ImageBatchFormat.NHWC, 1.0, 2.0), ValueError,
        'Input prob is not within the required interval of [0, 1].'),
    'Resize-call-none': (lambda: V.Resize(2)(None), TypeError,
        "Input should be NumPy or PIL image, got <class 'NoneType'>."),
    'Resize-call-str': (lambda: V.Resize(2)('a'), TypeError,
        "Input should be NumPy or PIL image, got <class 'str'>."),
    'Normalize-call-int': (
        lambda: V.Normalize([0, 0, 0], [1, 1, 1])(np.ones((2, 2, 4), np.uint8)), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'HWC2CHW-call-4d': (lambda: V.HWC2CHW()(np.ones((1, 2, 2, 3), np.uint8)), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'OneHot-call-neg': (lambda: T.OneHot(2)(np.array([5])), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'OneHot-call-float': (lambda: T.OneHot(2)(np.array([0.5])), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'Slice-call': (lambda: T.Slice(5)(np.array([1, 2])), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'Crop-call-out': (lambda: V.Crop((3, 3), 4)(IMG()), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'Grayscale-call': (lambda: V.Grayscale()(IMG()), TypeError,
        "img should be PIL image. Got <class 'numpy.ndarray'>. Use Decode() for encoded data or "
        "ToPIL() for decoded data."),
    'Decode-call-bad': (lambda: V.Decode()(np.array([1, 2, 3], np.uint8)), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'Decode-call-none': (lambda: V.Decode()(None), TypeError,
        "The type of the encoded image should be <class 'numpy.ndarray'>, but got <class 'NoneTy"
        "pe'>."),
    'Duplicate-call-none': (lambda: T.Duplicate()(None), TypeError,
        "Invalid user input. Got <class 'NoneType'>: None, cannot be converted into tensor."),
    'Fill-call-str': (lambda: T.Fill(1)(np.array(["a"])), RuntimeError,
        "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'. "),
    'cutmix-alpha': (lambda: V.CutMixBatch(V.ImageBatchFormat.NHWC, 'a'), TypeError,
        "Argument alpha with value a is not of type [<class 'int'>, <class 'float'>], but got <c"
        "lass 'str'>."),
    'mixup-bool': (lambda: V.MixUpBatch(True), TypeError,
        "Argument alpha with value True is not of type (<class 'int'>, <class 'float'>), but got"
        " <class 'bool'>."),
    'randapply-bool': (lambda: T.RandomApply([T.Duplicate()], prob=True), TypeError,
        "Argument prob with value True is not of type (<class 'float'>, <class 'int'>), but got "
        "<class 'bool'>."),
    'erasing-list2': (lambda: V.RandomErasing(value=[1, 2]), ValueError,
        "The value for erasing should be either a single value, or a string 'random', or a seque"
        "nce of 3 elements for RGB respectively."),
    'erasing-none': (lambda: V.RandomErasing(value=None), TypeError,
        "Argument value with value None is not of type [<class 'int'>, <class 'list'>, <class 't"
        "uple'>, <class 'str'>], but got <class 'NoneType'>."),
    'erasing-str2': (lambda: V.RandomErasing(value='Random'), ValueError,
        "The value for erasing should be either a single value, or a string 'random', or a seque"
        "nce of 3 elements for RGB respectively."),
    'erasing-maxatt-str': (lambda: V.RandomErasing(max_attempts='a'), TypeError,
        "Argument max_attempts with value a is not of type [<class 'int'>], but got <class 'str'"
        ">."),
    'autocontrast-bool': (lambda: V.AutoContrast(cutoff=True), TypeError,
        "Argument cutoff with value True is not of type (<class 'int'>, <class 'float'>), but go"
        "t <class 'bool'>."),
}

# name: (call, the repr of 2.10's result)
GOOD = {
    'CenterCrop-call-big': (lambda: V.CenterCrop(8)(IMG()).shape,
        '(8, 8, 3)'),
    'HWC2CHW-call-2d': (lambda: V.HWC2CHW()(np.ones((2, 2), np.uint8)).shape,
        '(2, 2)'),
    'TypeCast-call': (lambda: T.TypeCast(ms.int32)(np.array([1.5])).tolist(),
        '[1]'),
    'Pad-call': (lambda: V.Pad(1)(np.ones((2, 2, 3), np.uint8)).shape,
        '(4, 4, 3)'),
    'Rescale-call': (lambda: V.Rescale(0.5, 0)(IMG()).dtype,
        "dtype('float32')"),
    'ToTensor-call-2d': (lambda: V.ToTensor()(np.ones((2, 2), np.uint8)).shape,
        '(1, 2, 2)'),
}
