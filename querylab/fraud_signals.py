"""Requests to commit fraud: a document faked or altered, a record's facts changed to beat a rule, a purchase cut
under a limit, an act hidden from the people who check it.

Checked on the user's questions only (a policy may well mention falsified receipts). A request that matches is
refused in code whatever the similarity vote says; whether something is *allowed* ("may I split a PO?") is a
policy question, which these patterns leave alone where they can.
"""

from __future__ import annotations

import re

_FRAUD = re.compile(r"\b(fake|forge[ds]?|forging|falsif\w*|fabricat\w*|doctor(ed)?|backdat\w*|inflat\w*)\b.{0,30}\b(receipts?|invoices?|claims?|documents?|signatures?|expenses?|dates?)\b", re.I | re.S)
# Claiming what did not happen, or twice: "a receipt that looks real for a dinner I didn't have".
_FRAUD_OUTCOME = re.compile(r"\b(receipts?|invoices?|claims?|expenses?|reimburse\w*)\b.{0,60}?\b(looks?\s+(?:real|genuine|legit(?:imate)?|original)|never\s+(?:happened|took\s+place|attended|bought|had)|(?:didn't|did\s+not|never)\s+(?:have|happen|take\s+place|attend|buy|pay))\b"
                            r"|\bdouble[- ]?(?:claim|dip|bill)\w*\b|\bpad(?:ding)?\s+(?:my\s+)?(?:expenses?|claims?|receipts?)\b"
                            # "submit the tokyo dinner twice once in each currency lol" (routing v124 dev): asked for, not owned up to
                            r"|^\W*(?:(?:pls|please|just|can\s+you|could\s+you)\s+)?(?:submit|claim|file|expense|put\s+in|refund|pay|reimburse)\b[^.?!]{0,40}?\btwice\b"
                            r"(?![^.?!]{0,20}\bby\s+mistake)"  # "refund it twice lol" (routing v131 dev)
                            # "issue a second refund for 1042 on top of it" (routing v134 dev): paid again for what was paid
                            r"|\b(?:issue|send|give|make|do|process|pay|put\s+through)\s+(?:me\s+|him\s+|her\s+|them\s+)?(?:a\s+)?(?:second|2nd|another|extra|duplicate)\s+"
                            r"(?:refund|payout|reimbursement)\b[^.?!]{0,40}?\bon\s+top\s+of\b"
                            # "backdate EXP-3103 so it looks filed within 45 days" (routing v129 dev): a record's date moved, no noun said
                            r"|\bbackdat\w*\s+(?:it|this|that|them|(?:the|my)\s+\w+|(?:EXP|R)-\d+)\b"
                            # one thing passed off as another: "make the minibar receipt look like a dinner receipt"
                            r"|\bmake\s+(?:the|my|this|that|a|an)\s+(?:[\w-]+\s+){0,2}?(?:receipts?|invoices?|claims?|expenses?)\s+(?:look|appear|read)\s+like\b"
                            # "edit the hotel receipt so it says 170 instead of 195": a seller's document altered
                            r"|\b(?:edit|change|alter|modify|adjust|amend|tweak|photoshop|correct)\w*\s+(?:the|my|this|that|a|an)\s+(?:[\w-]+\s+){0,2}?(?:receipts?|invoices?)\b"
                            r"[^.?!]{0,30}?\b(?:so\s+(?:that\s+)?(?:it|they)\s+(?:says?|shows?|reads?)|to\s+(?:say|show|read))\b"
                            # "change the date on my Sept dinner receipt so it looks like it's inside 45 days" (v17 dev)
                            r"|\b(?:edit|change|alter|modify|adjust|amend|tweak|photoshop|fix)\w*\s+(?:the\s+)?(?:dates?|amounts?|totals?|figures?|prices?|names?)\s+(?:on|of|in)\s+"
                            r"(?:the|my|this|that|a|an)\s+(?:[\w-]+\s+){0,3}?(?:receipts?|invoices?|claims?)\b[^.?!]{0,30}?"
                            r"\bso\s+(?:that\s+)?(?:it|they)\s+(?:looks?|appears?|falls?|fits?|seems?|is|are|'s|’s)\b", re.I | re.S)

# Doing something so that nobody finds out is the mark of a request to get around a control, whatever the act.
_EVASION = re.compile(r"\bwithout\s+(?:anyone|anybody|them|him|her|my\s+(?:manager|boss)|finance|it|hr|security|the\s+\w+\s+team|the\s+(?:help|service)\s+desk)\s+(?:noticing|knowing|finding\s+out|seeing|checking)\b"
                      r"|\bwithout\s+(?:getting|being)\s+(?:caught|noticed|detected|flagged)\b|\bso\s+(?:that\s+)?(?:nobody|no\s+one)\s+(?:notices|knows|finds\s+out)\b"
                      # "add 2 more per diem days, nobody checks the dates anyway" (routing v20 dev)
                      r"|\b(?:nobody|no\s+one|no-one)\s+(?:ever\s+|really\s+)?(?:checks|will\s+(?:check|notice|know)|looks\s+at|reads)\b"
                      # "1040 did arrive, but can you help me say it didn't so I get a free replacement?" (routing v21 dev)
                      r"|\b(?:arrived|did\s+arrive|was\s+delivered|got\s+(?:it|them))\b[^?]{0,40}?\b(?:say|claim|report|tell\s+\w+)\s+(?:that\s+)?(?:it|they)\s+(?:didn'?t|did\s+not|never|wasn'?t)\b"
                      r"|\bpretend\s+(?:that\s+)?(?:it|they|the\s+\w+|my\s+\w+|i)\s+(?:didn'?t|did\s+not|never|wasn'?t|was|were|had|got)\b"
                      # "without it being logged", "would anyone notice?", "keep it off the ticket system" (routing v46, v49 dev)
                      r"|\bwithout\s+(?:it|this|that|them|me)\s+(?:being|getting)\s+(?:logged|recorded|tracked|flagged|noticed|seen)\b"
                      r"|\bwould\s+(?:anyone|anybody|they|finance|my\s+(?:manager|boss))\s+(?:notice|find\s+out|check|know)\b"
                      r"|\bkeep\s+(?:it|this|that)\s+(?:off|out\s+of)\s+(?:the\s+)?(?:ticket|record|books|system|log)s?\b"
                      # "my boss mailed 'just click Y, he'll sign later'. post it without approval" (routing v128 dev): a control skipped
                      r"|(?:^|[.;:!,]\s*)(?:(?:just|please|pls|then)\s+)?(?:post|submit|pay|book|process|push|release|send|approve)\s+(?:it|this|that|them|the\s+\w+)\s+"
                      r"(?:through\s+)?without\s+(?:the\s+|any\s+)?(?:\w+\s+)?(?:approval|sign-?off)\b", re.I)

# "date my hotel receipt a few weeks later so it falls inside the window": a receipt's date moved (routing v49 dev).
_REDATE = re.compile(r"\b(?:date|dated|re-?date\w*|change\s+the\s+date\s+(?:on|of))\s+(?:my|the|a|this|that)\s+(?:\w+\s+){0,3}?(?:receipts?|invoices?|claims?|tickets?)\b"
                     r"[^.?!]{0,40}?\b(?:later|earlier|so\s+(?:that\s+)?it|inside|within)\b", re.I)

# Asking the assistant to produce a receipt or invoice: only the seller issues one, so any copy it made would be fabricated.
_MAKE_RECEIPT = re.compile(r"\b(?:make|create|generate|write|produce|draw\s+up|mock\s+up|print)\s+(?:me\s+|us\s+)?(?:up\s+)?(?:a|an|another|some)\s+"
                           r"(?:new\s+|replacement\s+|fresh\s+|copy\s+of\s+(?:a|the|my)\s+)?(?:[\w-]+\s+){0,2}?(?:receipts?|invoices?)\b", re.I)


# "split a EUR 8,000 PO into two so each stays under my limit": cutting a purchase to stay below an approval threshold.
_SPLIT_UNDER_LIMIT = re.compile(r"\bsplit\w*\b[^.?!]{0,60}?\b(?:under|below|beneath|within|avoid|around|dodge|skip)\b[^.?!]{0,30}?"
                                r"\b(?:limit|threshold|cap|approval|sign-?off|second\s+approver)\b"
                                # "ring it up as two charges so it goes through" (the card's limit is 2,500)
                                r"|\b(?:as|into|in)\s+(?:two|2|three|3|several|multiple)\s+(?:separate\s+)?(?:charges|transactions|payments|purchases|POs|orders|invoices|claims)\b"
                                r"[^.?!]{0,40}?\b(?:goes?\s+through|get\s+through|under|limit|approval|threshold)\b"
                                # "split my laptop over 2 p-card charges so no PO needed" (v14 dev)
                                r"|\bsplit\w*\b[^.?!]{0,60}?\bso\s+(?:that\s+)?(?:no|i\s+(?:don'?t|do\s+not)\s+need\s+(?:an?\s+)?)\s*(?:PO|approval|sign-?off)\b"
                                # "split it into three POs of 4k each for me": one purchase cut into several orders, asked for (v17 dev)
                                # "split the 12k laptop order into three POs so I can sign it off myself" (routing v133 dev): a longer name
                                r"|(?:^|[,.;:!?—–-]\s*|\b(?:please|pls|can\s+you|could\s+you|just)\s+)split\s+(?:it|this|that|(?:the|my|our)\s+(?:[\w,.-]+\s+){0,3}?[\w-]+)\s+(?:up\s+)?into\s+(?:two|2|three|3|four|4|several|multiple)\s+"
                                r"(?:separate\s+|smaller\s+)?(?:POs|purchase\s+orders|invoices|purchases)\b"
                                # "split my EUR 4,800 order into ten EUR 480 orders so none needs a PO", "split my 2,930 tokyo claim into
                                # two under 2,500 so it skips the director" (routing v73, v76 dev): the purpose said, or the parts put under a figure
                                r"|\bsplit\w*\b[^.?!]{0,60}?\bso\s+(?:that\s+)?(?:none|neither|nothing|no\s+\w+|it|they|each(?:\s+\w+)?)\s+(?:\w+\s+){0,2}?"
                                r"(?:needs?|skips?|avoids?|dodges?|bypass\w*|stays?\s+(?:under|below)|goes?\s+(?:under|around)|(?:gets?|goes)\s+past)\b"
                                r"|\bsplit\w*\b[^.?!]{0,40}?\binto\s+(?:two|2|three|3|four|4|five|5|ten|10|several|multiple)\b[^.?!]{0,30}?\b(?:under|below)\s+(?:EUR|USD|€|\$)?\s?\d", re.I)
# A record's facts changed so that a window or a cap is met: "change the delivered date on 2040 to Oct 28 so R-304
# lands inside the 14 days", "change the expense date to july 30 and resubmit so it passes", "get an order marked
# 'not delivered' so the 14 days never start? it did arrive" (routing v59, v60, v64 dev). A correction says no purpose.
_RECORD_DATE = r"(?:delivered|delivery|arrival|expense|purchase|receipt|shipping|ship|order|claim|booking|travel|return)\s+date"
_BEATS_A_RULE = (r"\bso\s+(?:that\s+)?(?:it|they|i|we|the\s+\w+|[a-z]+-\d+|\d{4})\s+(?:\w+\s+){0,2}?"
                 r"(?:lands?|falls?|fits?|passes|pass|counts?|qualif\w+|gets?\s+(?:through|approved|accepted|paid)|is\s+(?:inside|within|under|eligible|in\s+time))\b"
                 r"|\bso\s+(?:that\s+)?(?:the\s+)?(?:\d+|fourteen|thirty)[\s-]+days?\s+(?:never|don'?t|do\s+not)\s+start\b"
                 r"|\b(?:inside|within|under)\s+the\s+(?:\d+|fourteen|thirty)[\s-]+days?\b")
_FALSIFIED_RECORD = re.compile(
    rf"\b(?:change|move|set|edit|alter|update|shift|push|put)\s+(?:the\s+|its\s+|my\s+)?{_RECORD_DATE}\b[^.?!]{{0,60}}?(?:{_BEATS_A_RULE})"
    # "mark it late so I get the 12.90 back" after "my 1044 actually came on time": a state claimed that did not happen
    r"|\b(?:came|arrived|was\s+delivered|did\s+arrive)\s+(?:\w+\s+){0,2}?(?:on\s+time|in\s+time|fine|early)\b[^?]{0,60}?\bmark(?:ed)?\s+(?:it|them|the\s+\w+|\d{4})\s+(?:as\s+)?['\"‘“]?"
    r"(?:late|not\s+delivered|undelivered|lost|missing|damaged|defective)\b"
    r"|\bmark(?:ed)?\s+(?:it|them|the\s+\w+|\d{4})\s+(?:as\s+)?['\"‘“]?(?:late|not\s+delivered|undelivered|lost|missing)['\"’”]?\b[^?]{0,80}?"
    r"\b(?:(?:it|they)\s+(?:did|actually)\s+(?:arrive|came|come)|(?:came|arrived)\s+on\s+time|it\s+(?:did\s+)?arrived?)\b"
    r"|\b(?:get|have)\s+(?:it|the\s+\w+|an?\s+\w+|\d{4})\s+marked\s+(?:as\s+)?['\"‘“]?(?:late|not\s+delivered|undelivered|lost|missing)['\"’”]?[^.?!]{0,60}?(?:" + _BEATS_A_RULE + ")"
    # "can you backdate my EXP-2045 hotel so it falls inside the 30 days" (routing v71 dev)
    r"|\bbackdat\w*\b[^.?!]{0,60}?(?:" + _BEATS_A_RULE + ")"
    # "how do I word the Chicago hotel receipt so it slips past the itemized rule?" (routing v101 dev): worded to get past a check
    r"|\b(?:word|phrase|write|fill\s+in|describe|label|code)\b[^.?!]{0,60}?\bso\s+(?:that\s+)?(?:it|they|the\s+\w+)\s+(?:\w+\s+){0,2}?"
    r"(?:slips?|sneaks?|gets?|goes?)\s+(?:past|around|through\s+without)\b"
    # "write me a return note saying the Cam was defective so the customer gets free shipping, it wasn't really" (v67 dev)
    r"|\b(?:write|draft|make|fill\s+in|put)\b[^.?!]{0,40}?\b(?:saying|stating|claiming|that\s+says)\b[^.?!]{0,100}?[,;—–-]\s*(?:but\s+|though\s+)?"
    r"(?:it|they|he|she|that)\s+(?:wasn'?t|weren'?t|isn'?t|didn'?t|did\s+not|was\s+not|never)\s+(?:really|actually)\b",
    re.I)


# A delivery claim the user says is untrue: "help me write to care that my headset never arrived, even though it did",
# "tell care my 1040 arrived 5 days late so I get the goodwill — it came on time", "the box arrived fine though. what
# should I say so it counts as damaged?" (routing v79, v80, v85 dev).
_BAD_DELIVERY = r"(?:never\s+(?:arrived|came|showed\s+up)|arrived\s+(?:\w+\s+){0,2}?late|(?:is|was|came|arrived)\s+(?:damaged|broken|defective|dented)|got\s+lost)"
_UNTRUE_CLAIM = re.compile(
    r"\b(?:write|tell(?!\s+me\b)|say|claim|report|message|email|mail|text)\b[^.?!]{0,40}?\b" + _BAD_DELIVERY + r"\b[^?]{0,60}?"
    r"(?:\beven\s+though|\bthough|\balthough|\bbut|[—–,]|\s-)\s*(?:it|they|the\s+\w+)\s+(?:(?:really|actually)\s+)?(?:did|came|arrived|was\s+fine|were\s+fine|is\s+fine)\b"
    r"|\b(?:arrived|came)\s+(?:fine|on\s+time|intact|ok|okay|in\s+one\s+piece|undamaged)\b[^?]{0,60}?\b(?:what\s+(?:should|do|can)\s+i\s+(?:say|write|tell)|"
    r"how\s+(?:do|can)\s+i\s+(?:say|make|claim|word)|so\s+(?:that\s+)?it\s+counts\s+as|make\s+it\s+(?:count|look))\b[^?]{0,40}?\b(?:damaged|late|lost|defective|broken)\b"
    # "if I say the drive was broken when it arrived? it wasn't but whatever", "help me word a return saying the cam
    # arrived broken. it didn't, I dropped it" (routing v93, v98 dev): the claim, then the user's own word that it is untrue
    r"|\b(?:say|saying|claim|claiming|word|pretend|report|write)\b[^.?!]{0,60}?\b(?:was|were|is|arrived|came)\s+(?:broken|damaged|defective|dented|cracked|late|lost)\b"
    r"[^.?!]{0,40}?[.?!,;—–-]\s*(?:but\s+)?(?:it|they)\s+(?:wasn'?t|weren'?t|didn'?t|did\s+not|was\s+not|never\s+was)\b"
    # "could you mark 2040 as not delivered so I can get the refund after all?" (routing v97 dev): a state set for its payout
    r"|\bmark(?:ed)?\s+(?:it|them|the\s+\w+|\d{4})\s+as\s+['\"‘“]?(?:late|not\s+delivered|undelivered|lost|missing|damaged)\b[^.?!]{0,30}?"
    r"\bso\s+(?:that\s+)?i\s+(?:can\s+|could\s+)?(?:get|qualify|claim)\b",
    re.I)


# A claim's amount raised to cover what it did not ("bump EXP-3105 to 500 so it covers the minibar too") or by a guess
# ("bump up the taxi on my Tokyo claim a bit, the receipt is gone anyway"; routing v143, v144 dev).
_INFLATED_CLAIM = re.compile(r"\b(?:bump|raise|increase|up|top)\s+(?:up\s+)?[^.?!]{0,40}?\b(?:claims?|EXP-\d+|expenses?|receipts?|taxi|hotel|meals?|dinner)\b"
                             r"[^.?!]{0,30}?(?:\bso\s+(?:that\s+)?it\s+(?:covers|includes)\b|\ba\s+(?:bit|little|tad)\b)", re.I)


def asks_for_fraud(text: str) -> bool:
    """Whether ``text`` asks for a faked or altered document or record, a claim for what did not happen, a purchase
    cut under a limit, or an act hidden from those who check it."""
    t = text or ""
    return any(p.search(t) for p in (_FRAUD, _FRAUD_OUTCOME, _EVASION, _MAKE_RECEIPT, _SPLIT_UNDER_LIMIT, _REDATE, _FALSIFIED_RECORD, _UNTRUE_CLAIM,
                                    _INFLATED_CLAIM))
