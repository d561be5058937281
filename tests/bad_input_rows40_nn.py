"""Rows of ``test_bad_input_catalogue40`` (recurrent and attention layers): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process,
pynative_synchronize on; /tmp/s56/bad40/rn.py): nn.RNN/LSTM/GRU and their cells, Embedding,
EmbeddingLookup, MultiheadAttention, TransformerEncoder/DecoderLayer, TransformerEncoder/Decoder
and Transformer constructors and calls with bad arguments.
Left out (minicell differs): hx of a wrong shape (2.10 fails inside its ops: AddExt/MatMul/
LSTM texts), an int input to RNN (Tanh's kernel selection), Embedding of float or list ids,
MultiheadAttention(0, 1) (initializer's text), a key of another batch size, a memory of
another width, Transformer's src/tgt batch check (2.10 fails in a reshape).
"""
import numpy as np
from minicell import Tensor, nn


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(a):
    return Tensor(np.array(a, np.int32))


def _mha_call_rank():
    m = nn.MultiheadAttention(6, 2)
    m(F(6), F(6), F(6))


def _mha_call_embed():
    m = nn.MultiheadAttention(6, 2)
    m(F(3, 2, 5), F(3, 2, 5), F(3, 2, 5))


def _mha_call_kv():
    m = nn.MultiheadAttention(6, 2)
    m(F(3, 2, 6), F(4, 2, 6), F(5, 2, 6))


def _mha_call_mask():
    m = nn.MultiheadAttention(6, 2)
    m(F(3, 2, 6), F(3, 2, 6), F(3, 2, 6), attn_mask=F(2, 2))


def _mha_call_kpm():
    m = nn.MultiheadAttention(6, 2)
    m(F(3, 2, 6), F(3, 2, 6), F(3, 2, 6), key_padding_mask=F(3, 3))


def _mha_call_mask_dtype():
    m = nn.MultiheadAttention(6, 2)
    m(F(3, 2, 6), F(3, 2, 6), F(3, 2, 6), attn_mask=I([[1, 0, 0]] * 3))


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'rnn hidden zero': (lambda: nn.RNN(3, 0),
        ValueError, "For 'RNN', the 'hidden_size' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'rnn hidden float': (lambda: nn.RNN(3, 2.5),
        TypeError, "For 'RNN', the 'hidden_size' must be int, but got 'float'"),
    'rnn input neg': (lambda: nn.RNN(-1, 2),
        ValueError, "For 'RNN', the 'input_size' must be int and must > 0, but got '-1' with "
                    "type 'int'."),
    'rnn layers zero': (lambda: nn.RNN(3, 2, num_layers=0),
        ValueError, "For 'RNN', the 'num_layers' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'rnn layers float': (lambda: nn.RNN(3, 2, num_layers=1.5),
        TypeError, "For 'RNN', the 'num_layers' must be int, but got 'float'"),
    'rnn nonlin': (lambda: nn.RNN(3, 2, nonlinearity='gelu'),
        ValueError, "For 'RNN', the 'nonlinearity' must be in ['tanh', 'relu'], but got gelu."),
    'rnn dropout neg': (lambda: nn.RNN(3, 2, dropout=-0.1),
        ValueError, "For 'RNN', the 'dropout' must be a number in range [0, 1) representing "
                    'the probability of an element being zeroed, but got -0.1.'),
    'rnn dropout big': (lambda: nn.RNN(3, 2, dropout=1.5),
        ValueError, "For 'RNN', the 'dropout' must be a number in range [0, 1) representing "
                    'the probability of an element being zeroed, but got 1.5.'),
    'rnn dropout str': (lambda: nn.RNN(3, 2, dropout='a'),
        TypeError, "For 'RNN', the type of 'dropout' must be 'float', but got 'str'."),
    'rnn bias str': (lambda: nn.RNN(3, 2, has_bias='a'),
        TypeError, "For 'RNN', the type of 'has_bias' should be 'bool', but got type 'str'."),
    'rnn batch first int': (lambda: nn.RNN(3, 2, batch_first=1),
        TypeError, "For 'RNN', the type of 'batch_first' should be 'bool', but got type 'int'."),
    'rnn bidir str': (lambda: nn.RNN(3, 2, bidirectional='a'),
        TypeError, "For 'RNN', the type of 'bidirectional' should be 'bool', but got type "
                   "'str'."),
    'rnn call rank': (lambda: nn.RNN(3, 2)(F(2, 3)),
        ValueError, 'MatMul inputs should have the same dimension size and equal to 2.'),
    'rnn call feat': (lambda: nn.RNN(3, 2)(F(2, 4, 5)),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and "
                    "'x2_row': 3."),
    'rnn call seqlen': (lambda: nn.RNN(3, 2)(F(4, 2, 3), seq_length=I([1])),
        ValueError, "For 'RNN' batch size of x and seq_length must be equal, but got 2 of x "
                    'and 1 of seq_length.'),
    'lstm hidden zero': (lambda: nn.LSTM(3, 0),
        ValueError, "For 'LSTM', the 'hidden_size' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'lstm proj': (lambda: nn.LSTM(3, 2, proj_size=-1),
        TypeError, "_RNNBase.__init__() got an unexpected keyword argument 'proj_size'"),
    'lstm proj big': (lambda: nn.LSTM(3, 2, proj_size=2),
        TypeError, "_RNNBase.__init__() got an unexpected keyword argument 'proj_size'"),
    'lstm dropout': (lambda: nn.LSTM(3, 2, dropout=2.0),
        ValueError, "For 'LSTM', the 'dropout' must be a number in range [0, 1) representing "
                    'the probability of an element being zeroed, but got 2.0.'),
    'lstm layers': (lambda: nn.LSTM(3, 2, num_layers=0),
        ValueError, "For 'LSTM', the 'num_layers' must be int and must > 0, but got '0' with "
                    "type 'int'."),
    'lstm call feat': (lambda: nn.LSTM(3, 2)(F(2, 4, 5)),
        ValueError, 'For primitive[LSTM], the x_shape[2] must be equal to 3, but got 5.'),
    'lstm call hx tensor': (lambda: nn.LSTM(3, 2)(F(4, 2, 3), F(1, 4, 2)),
        TypeError, "For 'LSTM', the 'hx' must be '<class "
                   "'mindspore._c_expression.typing.Tuple'>', but got 'Tensor[Float32]'"),
    'lstm call rank': (lambda: nn.LSTM(3, 2)(F(4, 3)),
        ValueError, 'For primitive[LSTM], the x_shape.size() must be equal to 3, but got 2.'),
    'gru hidden neg': (lambda: nn.GRU(3, -2),
        ValueError, "For 'GRU', the 'hidden_size' must be int and must > 0, but got '-2' with "
                    "type 'int'."),
    'gru dropout': (lambda: nn.GRU(3, 2, dropout=1.0),
        ValueError, "For 'GRU', the 'dropout' must be a number in range [0, 1) representing "
                    'the probability of an element being zeroed, but got 1.0.'),
    'gru call feat': (lambda: nn.GRU(3, 2)(F(2, 4, 5)),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and "
                    "'x2_row': 3."),
    'rnncell hidden': (lambda: nn.RNNCell(3, 0),
        ValueError, "For 'RNNCell', the 'hidden_size' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'rnncell nonlin': (lambda: nn.RNNCell(3, 2, nonlinearity='sigmoid'),
        ValueError, "For 'RNNCell', the 'nonlinearity' must be str and must be in '['tanh', "
                    "'relu']', but got 'sigmoid'."),
    'rnncell call feat': (lambda: nn.RNNCell(3, 2)(F(4, 5)),
        TypeError, "RNNCell.construct() missing 1 required positional argument: 'hx'"),
    'rnncell call rank': (lambda: nn.RNNCell(3, 2)(F(4, 2, 3)),
        TypeError, "RNNCell.construct() missing 1 required positional argument: 'hx'"),
    'lstmcell input': (lambda: nn.LSTMCell(0, 2),
        ValueError, "For 'LSTMCell', the 'input_size' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'lstmcell call feat': (lambda: nn.LSTMCell(3, 2)(F(4, 5), (F(4, 2), F(4, 2))),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and "
                    "'x2_row': 3."),
    'grucell hidden': (lambda: nn.GRUCell(3, 1.5),
        TypeError, "For 'GRUCell', the 'hidden_size' must be int, but got 'float'"),
    'grucell call feat': (lambda: nn.GRUCell(3, 2)(F(4, 5), F(4, 2)),
        ValueError, "For 'MatMul' the input dimensions must be equal, but got 'x1_col': 5 and "
                    "'x2_row': 3."),
    'emb vocab neg': (lambda: nn.Embedding(-1, 3),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    'must be positive integer, but got (-1, 3)'),
    'emb vocab float': (lambda: nn.Embedding(2.5, 3),
        TypeError, "For 'Embedding', the type of 'vocab_size' should be 'int', but got type "
                   "'float'."),
    'emb size zero': (lambda: nn.Embedding(4, 0),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    'must be positive integer, but got (4, 0)'),
    'emb one hot': (lambda: nn.Embedding(4, 3, use_one_hot='a'),
        TypeError, "For 'Embedding', the type of 'use_one_hot' should be 'bool', but got type "
                   "'str'."),
    'emb padding': (lambda: nn.Embedding(4, 3, padding_idx=4),
        ValueError, "For 'Embedding', the 'padding_idx' must be in range of [0, 4), but got 4 "
                    "with type 'int'."),
    'emb padding neg': (lambda: nn.Embedding(4, 3, padding_idx=-5),
        ValueError, "For 'Embedding', the 'padding_idx' must be in range of [0, 4), but got "
                    "-5 with type 'int'."),
    'emb padding float': (lambda: nn.Embedding(4, 3, padding_idx=1.5),
        TypeError, "For 'Embedding', the 'padding_idx' must be 'int',  but got 'float'."),
    'emb init': (lambda: nn.Embedding(4, 3, embedding_table='abc'),
        ValueError, "For 'initializer', the class corresponding to 'abc' was not found."),
    'emb lookup target': (lambda: nn.EmbeddingLookup(4, 3, target='GPU'),
        ValueError, "For 'EmbeddingLookup', the 'target' must be str and must be in '['CPU', "
                    "'DEVICE']', but got 'GPU'."),
    'emb lookup vocab': (lambda: nn.EmbeddingLookup(0, 3),
        ValueError, "The 'vocab_size' must be int and must > 0, but got '0' with type 'int'."),
    'emb lookup max norm': (lambda: nn.EmbeddingLookup(4, 3, max_norm=-1.0),
        ValueError, "For 'EmbeddingLookup', the 'max_norm' must be float and must > 0, but "
                    "got '-1.0' with type 'float'."),
    'mha heads': (lambda: nn.MultiheadAttention(6, 4),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'mha heads zero': (lambda: nn.MultiheadAttention(6, 0),
        ZeroDivisionError, 'integer division or modulo by zero'),
    'mha kdim': (lambda: nn.MultiheadAttention(6, 2, kdim=0),
        ValueError, "For 'initializer', the argument 'shape' is invalid, the value of 'shape' "
                    'must be positive integer, but got (6, 0)'),
    'mha call rank': (_mha_call_rank,
        ValueError, 'The `query` should be unbatched 2D or batched 3D tensor, but got `query` '
                    'with 1D.'),
    'mha call embed': (_mha_call_embed,
        ValueError, 'The `embed_dim` should be 6, but got 5.'),
    'mha call kv': (_mha_call_kv,
        ValueError, 'The shape of `key` (4, 2, 6) does not match `value` (5, 2, 6).'),
    'mha call mask': (_mha_call_mask,
        ValueError, 'The shape of the `attn_mask` should be (3, 3), but got (2, 2).'),
    'mha call kpm': (_mha_call_kpm,
        ValueError, 'The shape of `key_padding_mask` should be (2, 3), but got (3, 3).'),
    'mha call mask dtype': (_mha_call_mask_dtype,
        ValueError, '`attn_mask` only support float, byte, and bool types, but got not Int32.'),
    'tel heads': (lambda: nn.TransformerEncoderLayer(6, 4),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'tel act': (lambda: nn.TransformerEncoderLayer(6, 2, activation='tanh'),
        ValueError, 'The activation must be relu/gelu, but get tanh'),
    'tel act int': (lambda: nn.TransformerEncoderLayer(6, 2, activation=1),
        ValueError, "The argument 'activation' must be str, callable or Cell instance, but "
                    'get 1.'),
    'tel dropout': (lambda: nn.TransformerEncoderLayer(6, 2, dropout=2.0),
        ValueError, "For 'Dropout', the 'p' must be a number in range [0, 1), but got 2.0."),
    'tel ff': (lambda: nn.TransformerEncoderLayer(6, 2, dim_feedforward=0),
        ValueError, "For 'Dense', the 'out_channels' must be int and must > 0, but got '0' "
                    "with type 'int'."),
    'tel call embed': (lambda: nn.TransformerEncoderLayer(6, 2)(F(3, 2, 5)),
        ValueError, 'The `embed_dim` should be 6, but got 5.'),
    'tel call rank': (lambda: nn.TransformerEncoderLayer(6, 2)(F(6)),
        ValueError, 'The `query` should be unbatched 2D or batched 3D tensor, but got `query` '
                    'with 1D.'),
    'tdl heads': (lambda: nn.TransformerDecoderLayer(6, 4),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'tdl act': (lambda: nn.TransformerDecoderLayer(6, 2, activation='swish'),
        ValueError, 'The activation must be relu/gelu, but get swish'),
    'te layer': (lambda: nn.TransformerEncoder(1, 2),
        AttributeError, "'int' object has no attribute 'd_model'"),
    'te layers float': (lambda: nn.TransformerEncoder(nn.TransformerEncoderLayer(6, 2), 1.5),
        TypeError, "'float' object cannot be interpreted as an integer"),
    'td layer': (lambda: nn.TransformerDecoder('a', 2),
        AttributeError, "'str' object has no attribute 'd_model'"),
    'tr heads': (lambda: nn.Transformer(6, 4),
        ValueError, "The init argument 'embed_dim' must be divisible by 'num_heads'."),
    'tr act': (lambda: nn.Transformer(6, 2, activation='sigmoid'),
        ValueError, 'The activation must be relu/gelu, but get sigmoid'),
    'tr call embed': (lambda: nn.Transformer(6, 2, 1, 1, 8)(F(3, 2, 6), F(4, 2, 5)),
        ValueError, "The number of features for 'src' and 'tgt' must be equal to `d_model`."),
    'tr mask gen': (lambda: nn.Transformer.generate_square_subsequent_mask(-1),
        AttributeError, "type object 'Transformer' has no attribute "
                        "'generate_square_subsequent_mask'"),
}
