"""The envelope of a pasted mail: the lines around the ask that never carry it.

Support staff and employees paste whole mails into the chat: a greeting, the body, a sign-off, a signature with a
title and a phone number, "sent from my iPhone", a confidentiality notice. The router's neighbours and encoder
read every word, and a signature or a legal notice pulls the vote toward whatever examples share its words (a
notice's "unauthorised access" reads like a refusal). `mail_body` cuts the envelope's end, so the route is decided by
what the mail asks. Only a message of several lines is treated as a mail; a one-line chat message is left as it is.
The greeting stays (measured in round 25: cutting "Dear team," as well moved as many dev cases away from their labels as
to them), and so do quoted lines ("> …"): what a forwarded mail says can be the subject of the ask.
"""

from __future__ import annotations

import re

from querylab.offline.dictation import written_ids
from querylab.offline.gloss import gloss
from querylab.offline.shorthand import expanded
from querylab.security import harmful_request_signals, injection_signals

_SIGN_OFF = re.compile(
    r"(?:(?:many\s+|thanks?\s+)?thanks(?:\s+(?:a\s+lot|again|in\s+advance|so\s+much|for\s+your\s+help))?|thank\s+you(?:\s+(?:in\s+advance|so\s+much))?|"
    r"thx|ty|cheers|best|best\s+wishes|(?:kind|warm|best|warmest|many)\s+regards|regards|br|sincerely|yours(?:\s+sincerely)?|"
    r"all\s+the\s+best|talk\s+soon|speak\s+soon|groeten|met\s+vriendelijke\s+groet(?:en)?|mvg|viele\s+grüße|lg|saludos|cordialement)"
    r"(?:\s*[,!.]*\s*[A-Z][\w.'-]*){0,2}\s*[,!.]*\s*(?:\S{0,2})?",
    re.I)
_DEVICE = re.compile(r"^\s*(?:sent\s+from\s+my\s+\w+|get\s+outlook\s+for\s+\w+|verzonden\s+(?:vanaf|met)\s+)", re.I)
_NOTICE = re.compile(r"\b(?:this|the\s+information\s+in\s+this)\s+(?:e-?mail|message)\b.*\b(?:confidential|privileged|intended\s+(?:solely|only))\b",
                     re.I | re.S)
_SEPARATOR = re.compile(r"^\s*(?:--+|__+|—+)\s*$")
_PHONE = re.compile(r"^\s*(?:[+(]?\d[\d\s().-]{6,}\d)\s*$")
_CONTACT = re.compile(r"^\s*(?:\S+@\S+\.\w+|(?:www\.|https?://)\S+)\s*$", re.I)
_TITLE_LINE = re.compile(r"^\s*[A-Z][\w&.,' -]{1,60}(?:\s*[|,•·]\s*[A-Z][\w&.,' -]{1,60})+\s*$")  # "Accounts Payable | Globex Corporation"
_NAME_LINE = re.compile(r"^\s*[A-Z][a-z'-]+(?:\s+(?:de|van|der|den|von|da)?\s*[A-Z][a-z'-]+){0,3}\.?\s*$|^\s*[A-Z]\.\s*$|^\s*-\s*[A-Z][a-z]+\s*$")


def _signature_line(line: str) -> bool:
    return bool(_SEPARATOR.match(line) or _PHONE.match(line) or _CONTACT.match(line) or _TITLE_LINE.match(line)
                or _NAME_LINE.match(line) or _DEVICE.match(line))


def mail_body(text: str) -> str:
    """``text`` without its sign-off, signature block and confidentiality notice; unchanged when it is
    not shaped like a mail (a single line) or when nothing but the envelope would be left."""
    lines = text.strip().splitlines()
    if len([ln for ln in lines if ln.strip()]) < 2:
        return text
    paragraphs = "\n".join(lines).split("\n\n")
    lines = "\n\n".join(p for p in paragraphs if not _NOTICE.search(p)).splitlines()
    while lines and not lines[0].strip():
        lines.pop(0)
    end = len(lines)
    # From the bottom: blank lines, signature lines and the notice go; a sign-off line ends the body.
    while end > 0:
        line = lines[end - 1].strip()
        if not line or _signature_line(line):
            end -= 1
            continue
        if _SIGN_OFF.fullmatch(line):
            end -= 1
            while end > 0 and (not lines[end - 1].strip() or _SIGN_OFF.fullmatch(lines[end - 1].strip())):
                end -= 1  # "Many thanks for your help." above "Kind regards,"
        break
    body = "\n".join(lines[:end]).strip()
    return body if body else text


def routed_words(question: str) -> str:
    """What the router reads of ``question``: the body of a pasted mail, or the whole message when instruction-like
    text appears anywhere in it (an envelope is no hiding place for "ignore your rules"; the refusal reads it all); ids
    said aloud written as digits (`dictation.py`), a verb's texting shorthand written out (`shorthand.py`), and the
    request words of a Dutch, German, French or Spanish message put in English (`gloss.py`), so that the encoders read
    what the rules read (routing v113 dev: "Storniere bitte meine Bestellung 1046" had been lowered to out of domain)."""
    body = mail_body(question)
    if body != question and (injection_signals(question) or harmful_request_signals(question)):
        return gloss(written_ids(expanded(question)))
    return gloss(written_ids(expanded(body)))
