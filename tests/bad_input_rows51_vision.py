"""Rows of ``test_bad_input_catalogue51`` (vision transforms given a size or padding of a wrong
type: 2.10's type check first for CenterCrop / RandomCrop / RandomResizedCrop /
RandomCropDecodeResize and Pad): MindSpore 2.10's exception type and text for each call
(measured on 2.10 CPU, one case per process (forked after the imports), pynative_synchronize on;
/tmp/s68/bad51/w/f9.py with /tmp/s68/bad51/run.py). Measured and left out (minicell differs or
2.10 computes): none.
"""
import minicell.dataset as ds  # noqa: F401  (the rows' calls)

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'RandomCrop size str': (lambda: ds.vision.RandomCrop('a'), TypeError,
        "Argument size with value a is not of type [<class 'int'>, <class 'list'>, "
        "<class 'tuple'>], but got <class 'str'>."),
    'RandomCrop size float': (lambda: ds.vision.RandomCrop(1.5), TypeError,
        "Argument size with value 1.5 is not of type [<class 'int'>, <class 'list'>, "
        "<class 'tuple'>], but got <class 'float'>."),
    'RandomCrop size None': (lambda: ds.vision.RandomCrop(None), TypeError,
        "Argument size with value None is not of type [<class 'int'>, <class 'list'>, "
        "<class 'tuple'>], but got <class 'NoneType'>."),
    'CenterCrop size str': (lambda: ds.vision.CenterCrop('a'), TypeError,
        "Argument size with value a is not of type [<class 'int'>, <class 'list'>, "
        "<class 'tuple'>], but got <class 'str'>."),
    'CenterCrop size float': (lambda: ds.vision.CenterCrop(1.5), TypeError,
        "Argument size with value 1.5 is not of type [<class 'int'>, <class 'list'>, "
        "<class 'tuple'>], but got <class 'float'>."),
    'RandomResizedCrop size str': (lambda: ds.vision.RandomResizedCrop('a'), TypeError,
        "Argument size with value a is not of type [<class 'int'>, <class 'list'>, "
        "<class 'tuple'>], but got <class 'str'>."),
    'RandomCrop padding str': (lambda: ds.vision.RandomCrop(2, padding='a'), TypeError,
        "Argument padding with value a is not of type [<class 'tuple'>, <class "
        "'list'>, <class 'numbers.Number'>], but got <class 'str'>."),
    'Pad str': (lambda: ds.vision.Pad('a'), TypeError,
        "Argument padding with value a is not of type [<class 'tuple'>, <class "
        "'list'>, <class 'numbers.Number'>], but got <class 'str'>."),
    'Pad float': (lambda: ds.vision.Pad(1.5), TypeError,
        "Argument padding with value 1.5 is not of type [<class 'int'>], but got "
        "<class 'float'>."),
    'Pad None': (lambda: ds.vision.Pad(None), TypeError,
        "Argument padding with value None is not of type [<class 'tuple'>, <class "
        "'list'>, <class 'numbers.Number'>], but got <class 'NoneType'>."),
    'Pad dict': (lambda: ds.vision.Pad({}), TypeError,
        "Argument padding with value {} is not of type [<class 'tuple'>, <class "
        "'list'>, <class 'numbers.Number'>], but got <class 'dict'>."),
    'RandomCrop size list3': (lambda: ds.vision.RandomCrop([1, 2, 3]), TypeError,
        'Size should be a single integer or a list/tuple (h, w) of length 2.'),
    'RandomCropDecodeResize size str': (lambda: ds.vision.RandomCropDecodeResize('a'), TypeError,
        "Argument size with value a is not of type [<class 'int'>, <class 'list'>, "
        "<class 'tuple'>], but got <class 'str'>."),
}
