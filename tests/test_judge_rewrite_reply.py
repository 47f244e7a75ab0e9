"""judge_rewrite replies, finished and streamed (the critical path reads them as they stream): the shipped form
(added terms, appended to the judged query) and a whole rewritten question (earlier template revisions)."""

import pytest

from querylab.judge_rewrite_reply import split_judge_rewrite, streamed_rewrite, with_added_terms
from querylab.parsing import parse_judge

_QUERY = "What is the refund window?"
_TERMS = "return period, days after delivery"
_REWRITE = "What is the refund window (return period, days after delivery)?"
_MOTIVATION = "the documents do not mention the return period"
_NO = f"no - {_MOTIVATION}"


@pytest.mark.parametrize("query, terms, rewrite", [
    (_QUERY, _TERMS, _REWRITE),
    ("refund window", " return period,\n days ", "refund window (return period, days)?"),
    ("Is it 30 days??", "(refund window)", "Is it 30 days (refund window)?"),
    (_QUERY, " , ", None),
    (_QUERY, "", None),
])
def test_added_terms_are_appended_to_the_query_whose_words_stay(query, terms, rewrite):
    assert with_added_terms(query, terms) == rewrite


def test_a_finished_reply_gives_the_judges_part_and_the_rewrite_of_the_judged_query():
    assert split_judge_rewrite(f"no\n<added_terms>{_TERMS}</added_terms>\n{_MOTIVATION}", _QUERY) == (f"no\n\n{_MOTIVATION}", _REWRITE)
    assert split_judge_rewrite(f"{_NO}\n<rewritten_query> {_REWRITE} </rewritten_query>", "ignored") == (_NO, _REWRITE)
    assert split_judge_rewrite("yes - the refund policy states 30 days", _QUERY) == ("yes - the refund policy states 30 days", None)
    assert split_judge_rewrite(f"{_NO}\n<added_terms>cut mid", _QUERY) == (_NO, None)
    assert split_judge_rewrite(f"{_NO}\n<added_terms> </added_terms>", _QUERY) == (_NO, None)  # no terms: no rewrite
    # the first tag counts, whichever kind it is
    both = f"no\n<added_terms>{_TERMS}</added_terms>\n<rewritten_query>other</rewritten_query>"
    assert split_judge_rewrite(both, _QUERY)[1] == _REWRITE


def test_a_json_reply_carries_its_proposal_as_a_field():
    reply = '{"verdict": "no", "added_terms": "return period, days after delivery", "motivation": "x"}'
    assert split_judge_rewrite(reply, _QUERY) == (reply, _REWRITE)
    old = '{"verdict": "no", "rewritten_query": "What is the return period?", "motivation": "x"}'
    assert split_judge_rewrite(old, _QUERY)[1] == "What is the return period?"


def test_both_reply_orders_parse_alike():
    old = f"{_NO}\n<added_terms>{_TERMS}</added_terms>"
    new = f"no\n<added_terms>{_TERMS}</added_terms>\n{_MOTIVATION}"
    for text in (old, new):
        judged, rewrite = split_judge_rewrite(text, _QUERY)
        assert rewrite == _REWRITE and parse_judge(judged).motivation == _MOTIVATION


@pytest.mark.parametrize("partial, settled", [
    ("no\n<added_terms>return per", None),
    (f"no\n<added_terms>{_TERMS}</", None),  # "</" may still be text ("</a> tags")
    (f"no\n<added_terms>{_TERMS}</a", None),  # "</a" too: an anchor's closing tag
    (f"no\n<added_terms>{_TERMS}</ad", _REWRITE),  # "</ad" ends it
    ("no\n<added_terms>anchor tag </a", None),
    (f"no\n<added_terms>{_TERMS}</added_terms>", _REWRITE),
    (f"no\n<rewritten_query>{_REWRITE}</", None),
    (f"no\n<rewritten_query>{_REWRITE}</r", _REWRITE),  # a whole rewritten question: "</r" ends it
    ("no\n<rewritten_query>Which HTML tag closes </div", None),
    ('{"verdict": "no", "added_terms": "return per', None),
    ('{"verdict": "no", "added_terms": "return period, days after delivery", "moti', _REWRITE),
    ('{"verdict": "no", "added_terms": "", "moti', None),
    ('{"verdict": "no", "rewritten_query": "What is', None),
    ('{"verdict": "no", "rewritten_query": "What is \\"it\\"?", "moti', 'What is "it"?'),
])
def test_a_streamed_proposal_is_settled_once_it_can_no_longer_change(partial, settled):
    assert streamed_rewrite(partial, _QUERY) == settled


def test_the_streamed_rewrite_is_the_one_the_finished_reply_parses_to():
    for reply in (f"no\n<added_terms>{_TERMS}</added_terms>\n{_MOTIVATION}", f"no\n<rewritten_query>{_REWRITE}</rewritten_query>\n{_MOTIVATION}",
                  '{"verdict": "no", "added_terms": " return period, days after delivery ", "motivation": "x"}'):
        first = next(streamed_rewrite(reply[:i], _QUERY) for i in range(len(reply) + 1) if streamed_rewrite(reply[:i], _QUERY) is not None)
        assert first == split_judge_rewrite(reply, _QUERY)[1] == _REWRITE
