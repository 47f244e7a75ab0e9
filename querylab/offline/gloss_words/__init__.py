"""Word lists for the router's gloss (querylab/offline/gloss.py): Dutch, German, French and Spanish, the languages the
staff of the demo companies write in (Acme's warehouse is in Rotterdam; Globex's staff write in all four).

Plain data, one module per language (`dutch`, `german`, `french`, `spanish`), gathered here by language code; the
gloss decides when to use them. What is here and why:

* ``MARKERS``: function words (articles, pronouns, auxiliaries, prepositions, question words, greetings) that say a
  message is written in the language. None of them is an English word: a word English also has ("die", "of", "me",
  "in", "en", "de", "was", "hat", "will", "son", "pour", ...) can never make an English message look foreign.
* ``STRONG``: long words that are never English ("Bestellung", "terugbetaling", "devolución"): one is enough to say
  the request is in that language, even inside an English sentence.
* ``WORDS``: word -> English, the general vocabulary of an employee asking an internal assistant. Keys are lowercase,
  with their accents; the gloss also finds them typed without accents. Words spelled the same in English ("hotel",
  "taxi", "laptop", "week") are left out: they need no gloss.
* ``PHRASES``: several words that mean one thing ("kun je" -> "can you", "combien de temps" -> "how long"), matched
  before single words, most specific first. A space matches any whitespace, "'" either apostrophe, "-" a hyphen or a
  space, and an accented letter its plain letter too.
* ``PATTERNS``: the few phrases that need a real regular expression (Spanish "no" before a verb, German "Sie").
* ``ENGLISH``: English words some dictionary above also holds ("was" is German "what", "of" Dutch "or"): in a message
  they are translated only when the foreign language clearly dominates it.
* ``ENGLISH_MARKERS``: English function words; counted against a language's markers for that decision.

The translations are word by word and the English may be broken ("when arrives my order"): the router's rules key on
words ("cancel", "order", "where", "refund", "how long", "thanks", "can you"), not on grammar.
"""

from __future__ import annotations

from querylab.offline.gloss_words import dutch, french, german, spanish

# --------------------------------------------------------------------------------------------------------------------
# Regular expressions for what a word list cannot say (matched case-insensitively unless they turn that off)
# --------------------------------------------------------------------------------------------------------------------
PATTERNS: dict[str, tuple[tuple[str, str], ...]] = {
    "nl": (),
    # "Können Sie ...": the formal "Sie" (capital, inside a sentence) is "you"; lowercase "sie" is "they"/"it".
    "de": ((r"(?<=[^\W\d_] )(?-i:Sie)\b", "you"),),
    "fr": (),
    "es": (
        # "¿qué ...", "que es ..." at the start of a question is "what"; elsewhere "que" is "that".
        (r"(?:^|(?<=[¿¡]))\s*qu[eé]\b", "what"),
        # a lone "si" answering is "yes" (the accent is often dropped); inside a sentence it is "if".
        (r"^\W*s[ií](?=\s*[,.!]|\s*$)", "yes"),
        # "no cancele", "no ha llegado": "no" before a word negates it.
        (r"\bno(?=\s+[^\W\d_])", "not"),
        (r"[¿¡]", ""),
    ),
}

# --------------------------------------------------------------------------------------------------------------------
# English
# --------------------------------------------------------------------------------------------------------------------
#: English words that some dictionary above also holds (or that look like a foreign word once accents are dropped).
ENGLISH = frozenset({
    # the brief's own list of English words that are also Dutch, German, French or Spanish words
    "die", "of", "me", "is", "was", "in", "en", "de", "a", "hat", "will", "also", "son", "pour", "must", "rest", "bad",
    "gift", "so", "war", "fast", "arm",
    # Dutch
    "al", "ben", "bent", "bon", "doe", "door", "erg", "er", "gratis", "heel", "loon", "mag", "met", "na", "op",
    "over", "toon", "tot", "u", "van", "want", "auto",
    # German
    "alt", "am", "an", "bald", "bin", "chef", "da", "den", "dies", "essen", "gilt", "gut", "handy", "im", "lager",
    "man", "nun", "oft", "pro", "sag", "tag", "um", "uber", "fur", "ware",
    # French
    "accord", "ai", "arrive", "article", "as", "billet", "bureau", "car", "cent", "client", "comment", "dire",
    "encore", "et", "non", "on", "par", "plus", "portable", "premier", "retard", "salut", "sans", "sous", "ticket",
    "tout", "validation", "vers", "vol", "voyage",
    # Spanish
    "con", "dos", "e", "favor", "fin", "ha", "han", "has", "hay", "he", "no", "o", "pronto", "sin", "solo", "vale",
    "ya",
})
#: English function words: how English a message is, against a language's markers.
ENGLISH_MARKERS = frozenset({
    "the", "and", "my", "your", "you", "i", "are", "can", "could", "would", "should", "what", "where", "when", "why",
    "how", "which", "who", "please", "it", "this", "that", "with", "for", "to", "from", "not", "did", "does", "do",
    "have", "been", "get", "there", "about", "any", "our", "their", "they", "just", "still", "yet", "already", "if",
    "need", "at", "by", "or", "but", "its", "thanks", "hi", "hello", "hey", "whether", "after", "before", "since",
    "until", "some", "many", "much", "don", "isn", "hasn", "didn", "can't", "i'm",
})

_LANGUAGES = {"nl": dutch, "de": german, "fr": french, "es": spanish}
MARKERS: dict[str, frozenset[str]] = {code: frozenset(m.MARKERS) for code, m in _LANGUAGES.items()}
STRONG: dict[str, frozenset[str]] = {code: frozenset(m.STRONG) for code, m in _LANGUAGES.items()}
WORDS: dict[str, dict[str, str]] = {code: m.WORDS for code, m in _LANGUAGES.items()}
PHRASES: dict[str, tuple[tuple[str, str], ...]] = {code: m.PHRASES for code, m in _LANGUAGES.items()}
#: French elided words ("j'ai", "l'hôtel", "qu'il"): what the letter before the apostrophe stands for.
FR_ELISIONS = french.ELISIONS
