"""Rows of ``test_bad_input_catalogue38`` (``nn`` metrics): MindSpore 2.10's exception type and text
for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s54/bad38's me.py): the constructors' argument checks, update() with a wrong input count,
shapes or types, eval() before update, eval(average=...) of the wrong type, get_metric_fn/names.
"""
import numpy as np
from minicell import Tensor, nn


def T(*a):
    return Tensor(np.array(*a, dtype=np.float32))
P2 = np.array([[0.2, 0.8], [0.6, 0.4]], np.float32)
Y2 = np.array([1, 0], np.int32)


def _acc_classes_change():
    a = nn.Accuracy()
    a.update(P2, Y2)
    a.update(np.ones((2, 3), np.float32), Y2)


def _prec_avg_type():
    p = nn.Precision()
    p.update(P2, Y2)
    p.eval(average=1)


def _recall_avg_type():
    p = nn.Recall()
    p.update(P2, Y2)
    p.eval(average='a')


def _fbeta_avg():
    f = nn.Fbeta(1)
    f.update(P2, Y2)
    f.eval(average='a')


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'acc eval type': (lambda: nn.Accuracy('bad'),
        TypeError, "The argument 'eval_type' must be in {'classification', 'multilabel'}, but "
                   'got bad'),
    'acc eval type int': (lambda: nn.Accuracy(1),
        TypeError, "The argument 'eval_type' must be in {'classification', 'multilabel'}, but "
                   'got 1'),
    'acc eval empty': (lambda: nn.Accuracy().eval(),
        RuntimeError, "The 'Accuracy' can not be calculated, because the number of samples is "
                      '0, please check whether your inputs(predicted value, true value) are '
                      'empty, or has called update method before calling eval method.'),
    'acc update one': (lambda: nn.Accuracy().update(T(P2)),
        ValueError, "For 'Accuracy.update', it needs 2 inputs (predicted value, true value), "
                    'but got 1'),
    'acc update three': (lambda: nn.Accuracy().update(T(P2), T(Y2), T(Y2)),
        ValueError, "For 'Accuracy.update', it needs 2 inputs (predicted value, true value), "
                    'but got 3'),
    'acc update batch': (lambda: nn.Accuracy().update(T(P2), np.array([1, 0, 1])),
        ValueError, 'In classification case, y_pred (predicted value) shape and y (true '
                    'value) shape can not match, y shape should be equal to y_pred shape that '
                    'the value at index 1 is deleted. Such as y_pred shape (1, 2, 3), then y '
                    'shape should be (1, 3). But got y_pred shape (2, 2) and y shape (3,)'),
    'acc update rank': (lambda: nn.Accuracy().update(T(P2), np.ones((2, 2, 2))),
        ValueError, 'In classification case, the dimension of y_pred (predicted value) should '
                    'equal to the dimension of y (true value) add 1, but got y_pred '
                    'dimension: 2 and y dimension: 3.'),
    'acc multilabel shape': (lambda: nn.Accuracy('multilabel').update(T(P2), np.array([1, 0])),
        ValueError, 'In multilabel case, the dimension of y_pred (predicted value) should '
                    'equal to the dimension of y (true value), but got y_pred dimension: 2 '
                    'and y dimension: 1.'),
    'acc classes change': (_acc_classes_change,
        ValueError, "For 'Accuracy.update', class number not match, last input predicted data "
                    'contain 2 classes, but current predicted data contain 3 classes, please '
                    'check your predicted value(inputs[0]).'),
    'acc update str': (lambda: nn.Accuracy().update('a', 'b'),
        TypeError, "For 'Metric' and its derived classes, the input data type must be tensor, "
                   "list or numpy.ndarray, but got <class 'str'>."),
    'prec eval type': (lambda: nn.Precision('x'),
        TypeError, "The argument 'eval_type' must be in {'classification', 'multilabel'}, but "
                   'got x'),
    'prec eval empty': (lambda: nn.Precision().eval(),
        RuntimeError, "The 'Precision' can not be calculated, because the number of samples "
                      'is 0, please check whether your inputs (predicted value, true value) '
                      'are empty, or has called update method before calling eval method.'),
    'prec update one': (lambda: nn.Precision().update(P2),
        ValueError, "For 'Precision.update', it needs 2 inputs (predicted value, true value), "
                    'but got 1.'),
    'prec avg type': (_prec_avg_type,
        TypeError, "For 'Precision', the type of 'average' should be 'bool', but got type "
                   "'int'."),
    'prec batch': (lambda: nn.Precision().update(P2, np.array([1, 0, 1])),
        ValueError, 'In classification case, y_pred (predicted value) shape and y (true '
                    'value) shape can not match, y shape should be equal to y_pred shape that '
                    'the value at index 1 is deleted. Such as y_pred shape (1, 2, 3), then y '
                    'shape should be (1, 3). But got y_pred shape (2, 2) and y shape (3,)'),
    'recall eval type': (lambda: nn.Recall('x'),
        TypeError, "The argument 'eval_type' must be in {'classification', 'multilabel'}, but "
                   'got x'),
    'recall eval empty': (lambda: nn.Recall().eval(),
        RuntimeError, "The 'Recall' can not be calculated, because the number of samples is "
                      '0, please check whether your inputs (predicted value, true value) are '
                      'empty, or has called update method before calling eval method.'),
    'recall update one': (lambda: nn.Recall().update(P2),
        ValueError, "For 'Recall.update', it needs 2 inputs (predicted value, true value), "
                    'but got 1.'),
    'recall avg type': (_recall_avg_type,
        TypeError, "For 'Recall', the type of 'average' should be 'bool', but got type 'str'."),
    'f1 eval empty': (lambda: nn.F1().eval(),
        RuntimeError, "The 'Fbeta' can not be calculated, because the number of samples is 0, "
                      'please check whether your inputs(predicted value, true value) are '
                      'empty, or has called update method before calling eval method.'),
    'f1 update one': (lambda: nn.F1().update(P2),
        ValueError, "For 'Fbeta.update', it needs 2 inputs (predicted value, true value), but "
                    'got 1.'),
    'fbeta beta0': (lambda: nn.Fbeta(0),
        ValueError, "For 'Fbeta', the argument 'beta' must be greater than 0, but got 0."),
    'fbeta beta neg': (lambda: nn.Fbeta(-1.0),
        ValueError, "For 'Fbeta', the argument 'beta' must be greater than 0, but got -1.0."),
    'fbeta beta str': (lambda: nn.Fbeta('a'),
        TypeError, "'>' not supported between instances of 'str' and 'int'"),
    'fbeta eval empty': (lambda: nn.Fbeta(1).eval(),
        RuntimeError, "The 'Fbeta' can not be calculated, because the number of samples is 0, "
                      'please check whether your inputs(predicted value, true value) are '
                      'empty, or has called update method before calling eval method.'),
    'fbeta update one': (lambda: nn.Fbeta(1).update(P2),
        ValueError, "For 'Fbeta.update', it needs 2 inputs (predicted value, true value), but "
                    'got 1.'),
    'fbeta batch': (lambda: nn.Fbeta(1).update(P2, np.array([1, 0, 1])),
        ValueError, 'operands could not be broadcast together with shapes (3,2) (2,2) '),
    'fbeta avg': (_fbeta_avg,
        TypeError, "For 'Fbeta', the type of 'average' should be 'bool', but got type 'str'."),
    'mae eval empty': (lambda: nn.MAE().eval(),
        RuntimeError, "The 'MAE' can not be calculated, because the number of samples is 0, "
                      'please check whether your inputs(predicted value, true value) are '
                      'empty, or has called update method before calling eval method.'),
    'mae update one': (lambda: nn.MAE().update(P2),
        ValueError, "For 'MAE.update', it needs 2 inputs (predicted value, true value), but "
                    'got 1.'),
    'mae shape': (lambda: nn.MAE().update(P2, np.ones((3,))),
        ValueError, 'cannot reshape array of size 3 into shape (2,2)'),
    'mse eval empty': (lambda: nn.MSE().eval(),
        RuntimeError, "The 'MSE' can not be calculated, because the number of samples is 0, "
                      'please check whether your inputs(predicted value, true value) are '
                      'empty, or has called update method before calling eval method.'),
    'mse update one': (lambda: nn.MSE().update(P2),
        ValueError, "For 'MSE.update', it needs 2 inputs (predicted value, true value), but "
                    'got 1.'),
    'top1 eval empty': (lambda: nn.Top1CategoricalAccuracy().eval(),
        RuntimeError, "The 'TopKCategoricalAccuracy' can not be calculated, because the "
                      'number of samples is 0, please check whether your inputs (predicted '
                      'value, true value) are empty, or has called update method before '
                      'calling eval method.'),
    'top5 eval empty': (lambda: nn.Top5CategoricalAccuracy().eval(),
        RuntimeError, "The 'TopKCategoricalAccuracy' can not be calculated, because the "
                      'number of samples is 0, please check whether your inputs (predicted '
                      'value, true value) are empty, or has called update method before '
                      'calling eval method.'),
    'topk k0': (lambda: nn.TopKCategoricalAccuracy(0),
        ValueError, "For 'TopKCategoricalAccuracy', the argument 'k' must be at least 1, but "
                    "got 'k' value: 0."),
    'topk kneg': (lambda: nn.TopKCategoricalAccuracy(-1),
        ValueError, "For 'TopKCategoricalAccuracy', the argument 'k' must be at least 1, but "
                    "got 'k' value: -1."),
    'topk kfloat': (lambda: nn.TopKCategoricalAccuracy(1.5),
        TypeError, "For 'TopKCategoricalAccuracy', the type of the argument 'k' should be "
                   "int, but got 'k' type: <class 'float'>."),
    'topk update one': (lambda: nn.TopKCategoricalAccuracy(1).update(P2),
        ValueError, "For 'TopKCategoricalAccuracy.update', it needs 2 inputs (predicted "
                    "value, true value), but got 'inputs' size: 1."),
    'topk eval empty': (lambda: nn.TopKCategoricalAccuracy(1).eval(),
        RuntimeError, "The 'TopKCategoricalAccuracy' can not be calculated, because the "
                      'number of samples is 0, please check whether your inputs (predicted '
                      'value, true value) are empty, or has called update method before '
                      'calling eval method.'),
    'loss eval empty': (lambda: nn.Loss().eval(),
        RuntimeError, "The 'Loss' can not be calculated, because the number of samples is 0, "
                      'please check whether has called update method before calling eval '
                      'method.'),
    'loss update two': (lambda: nn.Loss().update(1, 2),
        ValueError, "For 'Loss.update', it needs 1 input (loss), but got 2"),
    'loss update rank': (lambda: nn.Loss().update(np.ones((2, 2))),
        ValueError, "For 'Loss.update', the dimension of your input (loss) must be 1, but got "
                    '2.'),
    'loss update str': (lambda: nn.Loss().update('a'),
        TypeError, "For 'Metric' and its derived classes, the input data type must be tensor, "
                   "list or numpy.ndarray, but got <class 'str'>."),
    'ppl ignore': (lambda: nn.Perplexity(ignore_label='a'),
        TypeError, "The type of 'ignore_label' should be 'int', but got type 'str'."),
    'ppl eval empty': (lambda: nn.Perplexity().eval(),
        RuntimeError, "The 'Perplexity' can not be calculated, because the number of samples "
                      'is 0, please check whether the update method has been called before '
                      'calling eval method.'),
    'ppl update one': (lambda: nn.Perplexity().update(P2),
        ValueError, "For 'Perplexity.update', it needs 2 inputs (predicted value, label), but "
                    'got 1.'),
    'ppl shape': (lambda: nn.Perplexity().update(P2, np.array([1, 0, 1])),
        RuntimeError, "For 'Perplexity.update', predicted value (input[0]) and label "
                      '(input[1]) should have the same shape, but got predicted value shape '
                      '(2, 2), label shape (3,).'),
    'cm classes str': (lambda: nn.ConfusionMatrix(num_classes='a'),
        TypeError, "The type of 'num_classes' should be 'int', but got type 'str'."),
    'cm normalize': (lambda: nn.ConfusionMatrix(2, normalize='x'),
        ValueError, "For 'ConfusionMatrix', the argument 'normalize' must be in ['all', "
                    "'prediction', 'label', 'no_norm'(None)], but got x."),
    'cm threshold': (lambda: nn.ConfusionMatrix(2, threshold='a'),
        TypeError, "The type of 'threshold' should be 'float', but got type 'str'."),
    'cm eval empty': (lambda: nn.ConfusionMatrix(2).eval(),
        RuntimeError, "Please call the 'update' method before calling 'eval' method."),
    'cm update one': (lambda: nn.ConfusionMatrix(2).update(P2),
        ValueError, "For 'ConfusionMatrix.update', it needs 2 inputs (predicted value, true "
                    'value), but got 1.'),
    'cm shape': (lambda: nn.ConfusionMatrix(2).update(np.ones((2, 2, 2)), Y2),
        ValueError, "For 'ConfusionMatrix.update', predicted value (input[0]) and true value "
                    '(input[1]) should have same dimensions, or the dimension of predicted '
                    'value equals the dimension of true value add 1, but got predicted value '
                    'ndim: 3, true value ndim: 1.'),
    'cmm reduction': (lambda: nn.ConfusionMatrixMetric(calculation_method=False, decrease='x'),
        ValueError, "The 'decrease' must be str and must be in '['none', 'mean', 'sum', "
                    "'mean_batch', 'sum_batch', 'mean_channel', 'sum_channel']', but got 'x'."),
    'cmm skip': (lambda: nn.ConfusionMatrixMetric(skip_channel=1),
        TypeError, "The type of 'skip_channel' should be 'bool', but got type 'int'."),
    'cmm calc': (lambda: nn.ConfusionMatrixMetric(calculation_method=1),
        TypeError, "The type of 'calculation_method' should be 'bool', but got type 'int'."),
    'cmm update one': (lambda: nn.ConfusionMatrixMetric().update(P2),
        ValueError, "For 'ConfusionMatrixMetric.update', it needs 2 inputs (predicted value, "
                    'true value), but got 1.'),
    'roc eval empty': (lambda: nn.ROC().eval(),
        RuntimeError, "Please call the 'update' method before calling 'eval' method."),
    'roc update one': (lambda: nn.ROC().update(P2),
        ValueError, "For 'ROC.update', it needs 2 inputs (predicted value, true value), but "
                    'got 1'),
    'auc short': (lambda: nn.auc(np.array([1.0]), np.array([1.0])),
        ValueError, "For 'auc', the shape of the argument 'x' in axis 0 must be greater than "
                    '2, but got 1.'),
    'auc shape': (lambda: nn.auc(np.array([1.0, 2.0]), np.array([1.0])),
        ValueError, 'Found input variables with inconsistent numbers of samples: [2, 1].'),
    'dice smooth': (lambda: nn.Dice(smooth=0),
        TypeError, "The 'smooth' must be float, but got 'int'"),
    'dice smooth str': (lambda: nn.Dice(smooth='a'),
        TypeError, "The 'smooth' must be float, but got 'str'"),
    'dice eval empty': (lambda: nn.Dice().eval(),
        RuntimeError, "The 'Dice coefficient' can not be calculated, because the number of "
                      'samples is 0, please check whether your inputs(predicted value, true '
                      'value) are empty, or has called update method before calling eval '
                      'method.'),
    'dice update one': (lambda: nn.Dice().update(P2),
        ValueError, "For 'Dice.update', it needs 2 inputs (predicted value, true value), but "
                    'got 1.'),
    'dice shape': (lambda: nn.Dice().update(P2, np.ones((3, 2))),
        ValueError, "For 'Dice.update', predicted value (input[0]) and true value (input[1]) "
                    'should have same shape, but got predicted value shape: (2, 2), true '
                    'value shape: (3, 2).'),
    'hd metric': (lambda: nn.HausdorffDistance(distance_metric='x'),
        ValueError, "The 'distance_metric' must be str and must be in '['euclidean', "
                    "'chessboard', 'taxicab']', but got 'x'."),
    'hd directed': (lambda: nn.HausdorffDistance(directed=1),
        TypeError, "The type of 'directed' should be 'bool', but got type 'int'."),
    'hd crop': (lambda: nn.HausdorffDistance(crop=1),
        TypeError, "The type of 'crop' should be 'bool', but got type 'int'."),
    'hd eval empty': (lambda: nn.HausdorffDistance().eval(),
        RuntimeError, "Please call the 'update' method before calling 'eval' method."),
    'hd update two': (lambda: nn.HausdorffDistance().update(P2, P2),
        ValueError, "For 'HausdorffDistance.update', it needs 3 inputs (predicted value, true "
                    'value, label index), but got 2.'),
    'msd metric': (lambda: nn.MeanSurfaceDistance(distance_metric='x'),
        ValueError, "The 'distance_metric' must be str and must be in '['euclidean', "
                    "'chessboard', 'taxicab']', but got 'x'."),
    'msd symmetric': (lambda: nn.MeanSurfaceDistance(symmetric=1),
        TypeError, "The type of 'symmetric' should be 'bool', but got type 'int'."),
    'msd update two': (lambda: nn.MeanSurfaceDistance().update(P2, P2),
        ValueError, "For 'MeanSurfaceDistance.update', it needs 3 inputs (predicted value, "
                    'true value, label index), but got 2'),
    'rmsd metric': (lambda: nn.RootMeanSquareDistance(distance_metric='x'),
        ValueError, "The 'distance_metric' must be str and must be in '['euclidean', "
                    "'chessboard', 'taxicab']', but got 'x'."),
    'bleu ngram': (lambda: nn.BleuScore(n_gram=5),
        ValueError, "For 'BleuScore', the argument 'n_gram' should range from 1 to 4, but got "
                    '5.'),
    'bleu ngram0': (lambda: nn.BleuScore(n_gram=0),
        ValueError, "For 'BleuScore', the argument 'n_gram' should range from 1 to 4, but got "
                    '0.'),
    'bleu smooth': (lambda: nn.BleuScore(smooth=1),
        TypeError, "The type of 'smooth' should be 'bool', but got type 'int'."),
    'bleu eval empty': (lambda: nn.BleuScore().eval(),
        RuntimeError, "Please call the 'update' method before calling 'eval' method."),
    'bleu update one': (lambda: nn.BleuScore().update([['a']]),
        ValueError, "For 'BleuScore.update', it needs 2 inputs (candidate_corpus, "
                    'reference_corpus), but got 1.'),
    'bleu len': (lambda: nn.BleuScore().update([['a']], [[['a']], [['b']]]),
        ValueError, "For 'BleuScore.update', 'translate_corpus' (inputs[0]) and "
                    "'reference_corpus' (inputs[1]) should be equal in length, but got 1, 2"),
    'cos reduction': (lambda: nn.CosineSimilarity(reduction='x'),
        ValueError, "The 'reduction' must be str and must be in '['none', 'sum', 'mean']', "
                    "but got 'x'."),
    'cos similarity': (lambda: nn.CosineSimilarity(similarity='x'),
        ValueError, "The 'similarity' must be str and must be in '['dot', 'cosine']', but got "
                    "'x'."),
    'cos zero diag': (lambda: nn.CosineSimilarity(zero_diagonal=1),
        TypeError, "The type of 'zero_diagonal' should be 'bool', but got type 'int'."),
    'cos eval empty': (lambda: nn.CosineSimilarity().eval(),
        RuntimeError, "Please call the 'update' method before calling 'eval' method."),
    'cos update two': (lambda: nn.CosineSimilarity().update(P2, P2),
        TypeError, 'CosineSimilarity.update() takes 2 positional arguments but 3 were given'),
    'occ eval empty': (lambda: nn.OcclusionSensitivity().eval(),
        RuntimeError, "Please call the 'update' method before calling 'eval' method."),
    'occ pad': (lambda: nn.OcclusionSensitivity(pad_val='a'),
        TypeError, "The type of 'pad_val' should be 'float', but got type 'str'."),
    'occ margin': (lambda: nn.OcclusionSensitivity(margin='a'),
        TypeError, "The type of 'margin' should be one of '['int', 'list']', but got type "
                   "'str'."),
    'occ bs': (lambda: nn.OcclusionSensitivity(n_batch='a'),
        TypeError, "The type of 'n_batch' should be 'int', but got type 'str'."),
    'metric set indexes': (lambda: nn.Accuracy().set_indexes('a'),
        ValueError, "For 'set_indexes', the argument 'indexes' must be a list and all its "
                    'elements must be int, please check whether it is correct.'),
    'metric set indexes items': (lambda: nn.Accuracy().set_indexes(['a']),
        ValueError, "For 'set_indexes', the argument 'indexes' must be a list and all its "
                    'elements must be int, please check whether it is correct.'),
    'get metric fn': (lambda: nn.get_metric_fn('xyz'),
        KeyError, '"For \'get_metric_fn\', unsupported metric xyz, please refer to official '
                  'website for more details about supported metrics."'),
    'get metric fn int': (lambda: nn.get_metric_fn(1),
        KeyError, '"For \'get_metric_fn\', unsupported metric 1, please refer to official '
                  'website for more details about supported metrics."'),
    'names': (lambda: nn.names(1),
        TypeError, 'names() takes 0 positional arguments but 1 was given'),
}
