"""Word lists for the router's gloss (querylab/offline/gloss.py): Dutch, German, French and Spanish, the languages the
staff of the demo companies write in (Acme's warehouse is in Rotterdam; Globex's staff write in all four).

Plain data, grouped by language; the gloss decides when to use them. What is here and why:

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

# --------------------------------------------------------------------------------------------------------------------
# Dutch
# --------------------------------------------------------------------------------------------------------------------
_NL_MARKERS = {
    # pronouns and possessives
    "ik", "je", "jij", "jou", "jouw", "uw", "mijn", "mij", "wij", "ons", "onze", "hij", "zij", "ze", "jullie", "hun",
    # articles, demonstratives
    "het", "een", "deze", "dit", "dat",
    # auxiliaries
    "zijn", "heb", "hebt", "heeft", "hebben", "kan", "kun", "kunt", "kunnen", "moet", "moeten", "wil",
    "wilt", "willen", "zou", "zal", "wordt", "worden", "werd", "gaat", "mogen", "doet",
    # prepositions, conjunctions, adverbs
    "voor", "naar", "bij", "uit", "aan", "maar", "omdat", "als", "ook", "nog", "niet", "geen", "nooit", "niets", "wel",
    "graag", "zonder", "welke", "waar", "wanneer", "waarom", "hoe", "wie", "wat", "hoeveel", "hoelang",
    "vandaag", "morgen", "gisteren", "nu",
    # greetings and thanks
    "hoi", "fijn", "allemaal", "goedemorgen", "goedemiddag", "bedankt", "dankjewel", "dankuwel", "alsjeblieft", "alstublieft", "groeten",
}
_NL_STRONG = {
    "bestelling", "bestellingen", "terugbetaling", "annuleren", "annuleer", "geannuleerd", "verzonden", "verstuurd",
    "declaratie", "declareren", "onkosten", "onkostendeclaratie", "factuur", "wachtwoord", "vakantiedagen",
    "ziekteverlof", "leidinggevende", "goedkeuring", "retourneren", "terugsturen", "verzendkosten", "bezorging",
    "alsjeblieft", "alstublieft", "bedankt", "dankjewel", "goedemorgen", "goedemiddag", "vergoeding", "dagvergoeding",
    "kassabon", "bonnetje", "terugbetaald", "ontvangen", "gisteren", "vandaag", "wanneer", "waarom", "hoeveel",
    "salaris", "betaald", "goedgekeurd", "geleverd", "bezorgd", "leverancier", "formulier", "magazijn", "kantoor",
    "vakantie", "vlucht", "koptelefoon", "garantie", "verlof",
}
_NL_WORDS = {
    # question words
    "wat": "what", "waar": "where", "wanneer": "when", "waarom": "why", "hoe": "how", "wie": "who", "welke": "which",
    "welk": "which", "hoeveel": "how much", "hoelang": "how long", "waarvoor": "what for", "waarmee": "with what",
    # pronouns, possessives, articles
    "ik": "I", "je": "you", "jij": "you", "u": "you", "jou": "you", "jouw": "your", "uw": "your", "mijn": "my",
    "mij": "me", "wij": "we", "ons": "us", "onze": "our", "hij": "he", "zij": "she", "ze": "they", "jullie": "you",
    "hun": "their", "hen": "them", "het": "the", "de": "the", "een": "a", "dit": "this", "deze": "this", "dat": "that",
    "die": "that", "er": "there", "iets": "something", "niets": "nothing", "niks": "nothing", "iemand": "someone", "allemaal": "everyone",
    "alles": "everything", "alle": "all", "elke": "every", "mezelf": "myself", "daar": "there", "hier": "here",
    # auxiliaries and modal verbs
    "ben": "am", "bent": "are", "zijn": "are", "waren": "were", "heb": "have", "hebt": "have", "heeft": "has",
    "hebben": "have", "kan": "can", "kun": "can", "kunt": "can", "kunnen": "can", "mag": "may", "mogen": "may",
    "moet": "must", "moeten": "must", "moest": "had to", "wil": "want", "wilt": "want", "willen": "want",
    "zou": "would", "zouden": "would", "zal": "will", "zullen": "will", "wordt": "is", "worden": "be", "werd": "was",
    "gaat": "goes", "ga": "go", "gaan": "go", "doe": "do", "doet": "does", "doen": "do", "gedaan": "done",
    # verbs of the requests
    "krijg": "get", "krijgen": "get", "krijgt": "gets", "gekregen": "received", "ontvangen": "received",
    "ontvang": "receive", "stuur": "send", "sturen": "send", "stuurt": "sends", "versturen": "send",
    "verstuur": "send", "gestuurd": "sent", "opsturen": "send", "verzenden": "ship", "verzend": "ship",
    "verzonden": "shipped", "verstuurd": "shipped", "terugsturen": "send back", "retourneren": "return",
    "retour": "return", "annuleer": "cancel", "annuleren": "cancel", "geannuleerd": "cancelled", "cancelen": "cancel",
    "cancellen": "cancel", "gecanceld": "cancelled", "intrekken": "withdraw", "ingetrokken": "withdrawn",
    "wijzigen": "change", "wijzig": "change", "gewijzigd": "changed", "veranderen": "change", "verander": "change",
    "aanpassen": "change", "controleren": "check", "controleer": "check", "checken": "check", "nakijken": "check",
    "bestellen": "order", "bestel": "order", "besteld": "ordered", "boeken": "book", "geboekt": "booked",
    "reserveren": "book", "betalen": "pay", "betaal": "pay", "betaald": "paid", "declareren": "claim",
    "declareer": "claim", "gedeclareerd": "claimed", "indienen": "submit", "ingediend": "submitted",
    "aanvragen": "request", "vragen": "ask", "vraag": "question", "aankomen": "arrive", "komt": "arrives",
    "komen": "arrive", "aangekomen": "arrived", "geleverd": "delivered", "leveren": "deliver",
    "bezorgd": "delivered", "bezorgen": "deliver", "helpen": "help", "weet": "know", "weten": "know",
    "vertellen": "tell", "vertel": "tell", "zeggen": "tell", "zeg": "tell", "toon": "show", "tonen": "show",
    "zien": "see", "zie": "see", "goedkeuren": "approve", "goedgekeurd": "approved", "terugkrijgen": "get back",
    "terugbetalen": "refund", "terugbetaald": "refunded", "vergoed": "reimbursed", "vergoeden": "reimburse",
    "inloggen": "log in", "wachten": "wait", "duurt": "takes", "duren": "take", "vinden": "find", "vind": "find",
    "zoeken": "look for", "gebruiken": "use", "kopen": "buy", "gekocht": "bought", "ruilen": "exchange",
    "vervangen": "replace", "volgen": "track", "openen": "open", "sluiten": "close", "opnemen": "take",
    "blijft": "stays", "staat": "is", "kijken": "look",
    # domain nouns
    "bestelling": "order", "bestellingen": "orders", "terugbetaling": "refund", "restitutie": "refund",
    "retourzending": "return", "declaratie": "expense claim", "onkosten": "expenses",
    "onkostendeclaratie": "expense claim", "kosten": "costs", "bon": "receipt", "bonnetje": "receipt",
    "kassabon": "receipt", "kwitantie": "receipt", "factuur": "invoice", "facturen": "invoices", "reis": "trip",
    "reizen": "travel", "zakenreis": "business trip", "dienstreis": "business trip", "vlucht": "flight",
    "vluchten": "flights", "vliegtuig": "plane", "trein": "train", "dagvergoeding": "per diem",
    "vakantie": "vacation", "vakantiedagen": "vacation days", "verlof": "leave", "ziekteverlof": "sick leave",
    "ziek": "sick", "dag": "day", "dagen": "days", "weken": "weeks", "maand": "month", "maanden": "months",
    "jaar": "year", "jaren": "years", "salaris": "salary", "loon": "salary", "leidinggevende": "manager",
    "baas": "manager", "goedkeuring": "approval", "beleid": "policy", "regel": "rule", "regels": "rules",
    "garantie": "warranty", "levering": "delivery", "bezorging": "delivery", "pakket": "package",
    "pakketje": "package", "retourtermijn": "return window", "termijn": "period", "verzending": "shipping",
    "verzendkosten": "shipping fee", "prijs": "price", "bedrag": "amount", "geld": "money", "apparaat": "device",
    "wachtwoord": "password", "formulier": "form", "limiet": "limit", "klant": "customer", "artikel": "item",
    "koptelefoon": "headset", "kaart": "card", "tegoed": "credit", "winkeltegoed": "store credit", "adres": "address",
    "leverancier": "supplier", "collega": "colleague", "kantoor": "office", "thuiswerken": "work from home",
    "magazijn": "warehouse", "nummer": "number", "bestelnummer": "order number", "probleem": "problem",
    "fout": "error", "kapot": "broken", "kapotte": "broken", "resetten": "reset", "vraagt": "asks", "meld": "report", "beschadigd": "damaged", "verloren": "lost", "kwijt": "lost",
    "vertraagd": "delayed", "vertraging": "delay", "auto": "car", "kilometervergoeding": "mileage",
    "maaltijd": "meal", "ontbijt": "breakfast", "nacht": "night", "overnachting": "night", "kaartje": "ticket",
    "telefoon": "phone", "toegang": "access", "medewerker": "employee", "werknemer": "employee", "hulp": "help",
    "vergoeding": "reimbursement", "aanvraag": "request", "feestdag": "public holiday", "feestdagen": "public holidays",
    "onderweg": "in transit", "vrij": "off", "vrije": "free",
    # time
    "vandaag": "today", "morgen": "tomorrow", "gisteren": "yesterday", "al": "already", "reeds": "already",
    "nog": "still", "nu": "now", "straks": "later", "lang": "long", "binnenkort": "soon", "snel": "quickly",
    "vorige": "last", "volgende": "next", "afgelopen": "last", "sinds": "since", "tot": "until", "na": "after",
    "ooit": "ever", "altijd": "always", "vaak": "often", "eerst": "first", "ochtend": "morning",
    "middag": "afternoon", "avond": "evening", "maandag": "monday", "dinsdag": "tuesday", "woensdag": "wednesday",
    "donderdag": "thursday", "vrijdag": "friday", "zaterdag": "saturday", "zondag": "sunday",
    # negation
    "niet": "not", "geen": "no", "nooit": "never", "nee": "no",
    # greetings, thanks, politeness
    "hoi": "hi", "hallo": "hello", "goedemorgen": "good morning", "goedemiddag": "good afternoon",
    "goedenavond": "good evening", "bedankt": "thanks", "dank": "thanks", "dankjewel": "thank you",
    "dankuwel": "thank you", "fijn": "nice", "prettig": "nice", "groeten": "regards", "doei": "bye",
    "alsjeblieft": "please", "alstublieft": "please", "misschien": "maybe", "ja": "yes", "goed": "good",
    "prima": "fine",
    # small words
    "en": "and", "of": "or", "maar": "but", "want": "because", "dus": "so", "als": "if", "omdat": "because",
    "met": "with", "zonder": "without", "van": "of", "voor": "for", "naar": "to", "bij": "at", "op": "on",
    "uit": "out", "om": "at", "te": "to", "aan": "to", "door": "through", "tegen": "against", "over": "about",
    "onder": "under", "boven": "above", "tussen": "between", "zo": "so", "heel": "very", "erg": "very",
    "veel": "much", "meer": "more", "minder": "less", "ook": "also", "alleen": "only", "echt": "really",
    "nieuwe": "new", "nieuw": "new", "oude": "old", "eigen": "own", "mogelijk": "possible", "nodig": "needed",
    "zeker": "sure", "klaar": "done", "dicht": "closed", "gratis": "free", "duur": "expensive",
    "goedkoop": "cheap", "hoog": "high", "hoge": "high", "laag": "low", "eerste": "first", "laatste": "last",
    "twee": "two", "drie": "three", "vier": "four", "vijf": "five", "tien": "ten", "honderd": "hundred",
}
_NL_PHRASES = (
    ("kun je|kan je|kunt u|kan u|kunnen jullie|zou je|zou u|zoudt u|wil je|wilt u", "can you"),
    ("kan ik|mag ik|kun ik|kan men", "can I"),
    ("hoe lang", "how long"),
    ("hoe laat", "what time"),
    ("ik zou graag willen|ik wil graag|ik zou graag|wil graag", "I would like"),
    ("ik wil", "I want"),
    ("heel erg bedankt|hartelijk bedankt|heel hartelijk dank|bedankt voor alles", "thanks a lot"),
    ("dank je wel|dank u wel|dank je|dank u", "thank you"),
    ("checken of|controleren of|kijken of|nagaan of|nakijken of|check of", "check whether"),
    ("laten zien|laat zien", "show"),
    ("goede morgen|goeiemorgen", "good morning"),
    ("fijn weekend|fijne weekend|prettig weekend|goed weekend", "have a nice weekend"),
    ("fijne dag|prettige dag", "have a nice day"),
    ("tot ziens|tot later|tot morgen", "see you"),
    ("op tijd", "on time"),
    ("niet meer", "no longer"),
    ("nog niet", "not yet"),
    ("is het", "is it"),
    ("het is", "it is"),
    ("waar blijft", "where is"),
    ("in behandeling", "processing"),
    ("ziek melden|ziekmelden", "call in sick"),
    ("vrije dag|vrije dagen|vrij nemen|vrij vragen", "day off"),
    ("hoe zit het met", "what about"),
    ("per dag", "per day"),
    ("heb nodig|hebben nodig", "need"),
)

# --------------------------------------------------------------------------------------------------------------------
# German
# --------------------------------------------------------------------------------------------------------------------
_DE_MARKERS = {
    # pronouns and possessives
    "ich", "du", "sie", "wir", "ihr", "ihre", "ihren", "mein", "meine", "meinen", "meinem", "meiner", "meines",
    "dein", "deine", "unser", "unsere", "mir", "mich", "dich", "uns", "ihnen", "es",
    # articles, demonstratives
    "der", "das", "des", "ein", "eine", "einen", "einem", "einer", "diese", "dieser", "dieses", "diesen",
    # auxiliaries and modals
    "ist", "sind", "bist", "habe", "hast", "haben", "wird", "werden", "wurde", "kann", "kannst", "können", "koennen",
    "muss", "musst", "müssen", "darf", "soll", "sollte", "möchte", "moechte", "willst", "wollen", "brauche",
    # prepositions, conjunctions, adverbs
    "und", "oder", "aber", "weil", "wenn", "ob", "dass", "mit", "für", "zu", "zum", "zur", "bei", "nach",
    "aus", "auf", "nicht", "kein", "keine", "noch", "schon", "auch", "nur", "sehr", "wieder", "bitte",
    "wo", "wann", "warum", "wieso", "wie", "wer", "welche", "welcher", "welches", "wieviel", "heute", "gestern",
    "jetzt", "gibt",
    # greetings and thanks
    "danke", "hallo", "servus", "moin", "tschüss", "dankeschön",
}
_DE_STRONG = {
    "bestellung", "bestellungen", "rückerstattung", "rueckerstattung", "erstattung", "stornieren", "storniert",
    "stornierung", "rechnung", "quittung", "spesenabrechnung", "reisekosten", "urlaubstage", "krankmeldung",
    "genehmigung", "vorgesetzter", "vorgesetzten", "passwort", "lieferung", "versandkosten", "rücksendung",
    "dienstreise", "geschäftsreise", "wochenende", "dankeschön", "zurückschicken", "verschickt", "versandt",
    "versendet", "zugestellt", "erstattet", "abrechnung", "tagegeld", "gutschrift", "rückgabe", "rückgabefrist",
    "angekommen", "geliefert", "bestellt", "bekommen", "möchte", "können", "müssen", "entschuldigung", "hilfe",
    "danke", "urlaub", "gestern", "heute", "gehalt", "bezahlt", "genehmigt", "lieferant",
    "kopfhörer", "garantie", "urlaubsantrag", "bitte",
}
_DE_WORDS = {
    # question words
    "was": "what", "wo": "where", "wann": "when", "warum": "why", "wieso": "why", "weshalb": "why", "wie": "how",
    "wer": "who", "welche": "which", "welcher": "which", "welches": "which", "welchen": "which",
    "wieviel": "how much", "wieviele": "how many", "woher": "where from", "wohin": "where to",
    "wofür": "what for", "womit": "with what",
    # pronouns, possessives, articles
    "ich": "I", "du": "you", "sie": "they", "es": "it", "er": "he", "wir": "we", "ihr": "you", "mein": "my",
    "meine": "my", "meinen": "my", "meinem": "my", "meiner": "my", "meines": "my", "dein": "your", "deine": "your",
    "deinen": "your", "ihre": "your", "ihren": "your", "ihrem": "your", "unser": "our", "unsere": "our",
    "unseren": "our", "mir": "me", "mich": "me", "dir": "you", "dich": "you", "uns": "us", "ihm": "him",
    "ihnen": "them", "man": "one", "jemand": "someone", "etwas": "something", "nichts": "nothing",
    "alles": "everything", "alle": "all", "jede": "every", "jeder": "every", "jedes": "every", "der": "the",
    "das": "the", "die": "the", "den": "the", "dem": "the", "des": "of the", "ein": "a", "eine": "a", "einen": "a",
    "einem": "a", "einer": "a", "diese": "this", "dieser": "this", "dieses": "this", "diesen": "this",
    "dies": "this", "hier": "here", "da": "there", "dort": "there",
    # auxiliaries and modal verbs
    "bin": "am", "bist": "are", "ist": "is", "sind": "are", "seid": "are", "sein": "be", "war": "was",
    "waren": "were", "wäre": "would be", "habe": "have", "hab": "have", "hast": "have", "hat": "has",
    "haben": "have", "hatte": "had", "hätte": "would have", "werde": "will", "wirst": "will", "wird": "is",
    "werden": "be", "wurde": "was", "worden": "been", "kann": "can", "kannst": "can", "können": "can",
    "könnte": "could", "könnten": "could", "darf": "may", "dürfen": "may", "muss": "must", "musst": "must",
    "müssen": "must", "soll": "should", "sollte": "should", "sollen": "should", "will": "want", "willst": "want",
    "wollen": "want", "möchte": "would like", "möchten": "would like", "brauche": "need", "brauchst": "need",
    "braucht": "needs", "brauchen": "need", "tun": "do", "mache": "do", "machen": "do", "macht": "does",
    "gemacht": "done",
    # verbs of the requests
    "bekommen": "get", "bekomme": "get", "kriege": "get", "kriegen": "get", "erhalten": "received",
    "schicken": "send", "schicke": "send", "schick": "send", "senden": "send", "sende": "send",
    "geschickt": "sent", "verschicken": "ship", "verschickt": "shipped", "versenden": "ship",
    "versendet": "shipped", "versandt": "shipped", "stornieren": "cancel", "storniere": "cancel",
    "storniert": "cancelled", "stornierung": "cancellation", "abbrechen": "cancel", "kündigen": "cancel",
    "zurückschicken": "send back", "zurücksenden": "send back", "zurückgeben": "return",
    "retournieren": "return", "zurückziehen": "withdraw", "zurückziehe": "withdraw", "ändern": "change",
    "ändere": "change", "geändert": "changed", "wechseln": "switch", "prüfen": "check", "prüfe": "check",
    "überprüfen": "check", "nachsehen": "check", "nachschauen": "check", "checken": "check",
    "bestellen": "order", "bestelle": "order", "bestellt": "ordered", "buchen": "book", "buche": "book",
    "gebucht": "booked", "reservieren": "book", "bezahlen": "pay", "zahlen": "pay", "bezahlt": "paid",
    "gezahlt": "paid", "einreichen": "submit", "eingereicht": "submitted", "abrechnen": "claim",
    "erstatten": "reimburse", "erstattet": "reimbursed", "ankommen": "arrive", "kommt": "arrives",
    "kommen": "arrive", "angekommen": "arrived", "geliefert": "delivered", "liefern": "deliver",
    "zugestellt": "delivered", "helfen": "help", "hilf": "help", "helfe": "help", "weiß": "know", "weißt": "know",
    "wissen": "know", "sagen": "tell", "sag": "tell", "erzählen": "tell", "zeigen": "show", "zeig": "show",
    "sehen": "see", "genehmigen": "approve", "genehmigt": "approved", "freigeben": "approve",
    "beantragen": "apply for", "beantragt": "applied for", "warten": "wait", "dauert": "takes", "dauern": "take",
    "finden": "find", "finde": "find", "suche": "look for", "suchen": "look for", "benutzen": "use",
    "nutzen": "use", "kaufen": "buy", "gekauft": "bought", "umtauschen": "exchange", "ersetzen": "replace",
    "verfolgen": "track", "zurücksetzen": "reset", "anmelden": "log in", "einloggen": "log in", "nehmen": "take",
    "gehen": "go", "geht": "goes", "gibt": "gives", "gilt": "applies", "bleibt": "stays", "zurück": "back",
    # domain nouns
    "bestellung": "order", "bestellungen": "orders", "auftrag": "order", "rückerstattung": "refund",
    "erstattung": "refund", "rückzahlung": "refund", "gutschrift": "credit", "reklamation": "claim",
    "anspruch": "claim", "spesen": "expenses", "auslagen": "expenses", "kosten": "costs", "ausgaben": "expenses",
    "spesenabrechnung": "expense report", "abrechnung": "expense report", "reisekosten": "travel expenses",
    "beleg": "receipt", "belege": "receipts", "quittung": "receipt", "kassenbon": "receipt", "rechnung": "invoice",
    "rechnungen": "invoices", "reise": "trip", "dienstreise": "business trip", "geschäftsreise": "business trip",
    "flug": "flight", "flüge": "flights", "zug": "train", "bahn": "train", "tagegeld": "per diem",
    "tagespauschale": "per diem", "verpflegungspauschale": "per diem", "urlaub": "vacation",
    "urlaubstage": "vacation days", "ferien": "holidays", "feiertag": "public holiday",
    "feiertage": "public holidays", "frei": "off", "krankmeldung": "sick note", "krank": "sick",
    "krankheitstage": "sick days", "krankenstand": "sick leave", "tag": "day", "tage": "days", "tagen": "days",
    "woche": "week", "wochen": "weeks", "monat": "month", "monate": "months", "monaten": "months", "jahr": "year",
    "jahre": "years", "jahren": "years", "gehalt": "salary", "lohn": "salary", "vorgesetzter": "manager",
    "vorgesetzte": "manager", "vorgesetzten": "manager", "chef": "manager", "chefin": "manager",
    "genehmigung": "approval", "freigabe": "approval", "richtlinie": "policy", "richtlinien": "policies",
    "regel": "rule", "regeln": "rules", "regelung": "rule", "garantie": "warranty", "gewährleistung": "warranty",
    "lieferung": "delivery", "zustellung": "delivery", "paket": "package", "päckchen": "package",
    "sendung": "shipment", "rücksendung": "return", "rückgabe": "return", "retoure": "return",
    "rücksendefrist": "return window", "rückgabefrist": "return window", "frist": "deadline",
    "versand": "shipping", "versandkosten": "shipping fee", "gebühr": "fee", "gebühren": "fees", "preis": "price",
    "betrag": "amount", "geld": "money", "gerät": "device", "geräte": "devices", "rechner": "computer",
    "passwort": "password", "kennwort": "password", "konto": "account", "formular": "form", "grenze": "limit",
    "obergrenze": "cap", "höchstbetrag": "limit", "kunde": "customer", "artikel": "item", "kopfhörer": "headset",
    "karte": "card", "kreditkarte": "credit card", "adresse": "address", "lieferant": "supplier",
    "kollege": "colleague", "kollegin": "colleague", "büro": "office", "lager": "warehouse", "nummer": "number",
    "bestellnummer": "order number", "frage": "question", "fragen": "questions", "fehler": "error",
    "kaputt": "broken", "funktioniert": "works", "späten": "late", "späte": "late", "durch": "through",
    "schauen": "look", "melde": "report", "beschädigt": "damaged", "defekt": "defective", "defekte": "defective", "defekten": "defective", "verloren": "lost",
    "verspätet": "delayed", "verspätung": "delay", "auto": "car", "kilometergeld": "mileage", "essen": "meal",
    "mahlzeit": "meal", "frühstück": "breakfast", "nacht": "night", "nächte": "nights",
    "übernachtung": "night", "fahrkarte": "ticket", "telefon": "phone", "handy": "phone", "zugang": "access",
    "mitarbeiter": "employee", "mitarbeiterin": "employee", "hilfe": "help", "antrag": "request",
    "anfrage": "request", "unterwegs": "in transit",
    # time
    "heute": "today", "morgen": "tomorrow", "gestern": "yesterday", "schon": "already", "bereits": "already",
    "noch": "still", "jetzt": "now", "nun": "now", "gerade": "just", "später": "later", "bald": "soon",
    "lange": "long", "seit": "since", "bis": "until", "vor": "before", "nach": "after", "nächste": "next",
    "nächsten": "next", "nächster": "next", "letzte": "last", "letzten": "last", "letzter": "last",
    "immer": "always", "oft": "often", "zuerst": "first", "montag": "monday", "dienstag": "tuesday",
    "mittwoch": "wednesday", "donnerstag": "thursday", "freitag": "friday", "samstag": "saturday",
    "sonntag": "sunday",
    # negation
    "nicht": "not", "kein": "no", "keine": "no", "keinen": "no", "keiner": "no", "nie": "never",
    "niemals": "never", "nein": "no", "fast": "almost",
    # greetings, thanks, politeness
    "hallo": "hello", "servus": "hi", "moin": "hi", "danke": "thanks", "dankeschön": "thank you",
    "bitte": "please", "schön": "nice", "schönes": "nice", "schönen": "nice", "wochenende": "weekend",
    "gruß": "regards", "grüße": "regards", "tschüss": "bye", "entschuldigung": "sorry", "ja": "yes",
    "genau": "exactly", "gut": "good", "vielleicht": "maybe",
    # small words
    "und": "and", "oder": "or", "aber": "but", "denn": "because", "weil": "because", "also": "so", "wenn": "if",
    "ob": "whether", "dass": "that", "mit": "with", "ohne": "without", "von": "from", "für": "for", "zu": "to",
    "zum": "to the", "zur": "to the", "bei": "at", "aus": "from", "auf": "on", "an": "at", "am": "on the",
    "im": "in the", "um": "at", "über": "about", "unter": "under", "zwischen": "between", "pro": "per",
    "sehr": "very", "viel": "much", "viele": "many", "mehr": "more", "weniger": "less", "auch": "also",
    "nur": "only", "wieder": "again", "neu": "new", "neue": "new", "neuen": "new", "neues": "new", "alt": "old",
    "alte": "old", "eigene": "own", "möglich": "possible", "nötig": "needed", "sicher": "sure",
    "fertig": "done", "offen": "open", "geschlossen": "closed", "kostenlos": "free", "gratis": "free",
    "teuer": "expensive", "billig": "cheap", "hoch": "high", "hohe": "high", "erste": "first", "ersten": "first",
    "zwei": "two", "drei": "three", "vier": "four", "fünf": "five", "zehn": "ten", "hundert": "hundred",
}
_DE_PHRASES = (
    ("kannst du mir sagen|können sie mir sagen|könnten sie mir sagen|kannst du mir bitte sagen", "can you tell me"),
    ("kannst du|können sie|könnten sie|könntest du|kann man", "can you"),
    ("kann ich|darf ich|könnte ich", "can I"),
    ("wie lange", "how long"),
    ("wie viele", "how many"),
    ("wie viel", "how much"),
    ("ich möchte|ich hätte gern|ich hätte gerne|ich würde gern|ich würde gerne", "I would like"),
    ("ich will", "I want"),
    ("ich brauche", "I need"),
    ("vielen dank|danke schön|danke sehr|herzlichen dank|tausend dank", "thanks a lot"),
    ("gibt es", "is there"),
    ("es gibt", "there is"),
    ("wie geht es dir|wie geht es ihnen|wie geht's|wie gehts", "how are you"),
    ("guten morgen", "good morning"),
    ("guten tag", "hello"),
    ("guten abend", "good evening"),
    ("schönes wochenende|schönen wochenende|schönes we", "have a nice weekend"),
    ("schönen tag", "have a nice day"),
    ("auf wiedersehen|bis bald|bis morgen|bis später", "see you"),
    ("noch nicht", "not yet"),
    ("noch nie", "never"),
    ("nicht mehr", "no longer"),
    ("freier tag|freien tag|frei nehmen|freie tage", "day off"),
    ("in bearbeitung", "processing"),
    ("krank melden|krankmelden", "call in sick"),
    ("kein problem", "no problem"),
    ("wo bleibt", "where is"),
    ("was ist mit", "what about"),
    ("zurück schicken", "send back"),
)

# --------------------------------------------------------------------------------------------------------------------
# French
# --------------------------------------------------------------------------------------------------------------------
_FR_MARKERS = {
    # pronouns and possessives
    "je", "tu", "il", "elle", "nous", "vous", "ils", "elles", "moi", "toi", "lui", "mon", "ma", "mes", "tes",
    "votre", "vos", "notre", "nos", "sa", "ses", "cette", "cet", "ce", "ces", "ça", "cela",
    # articles
    "le", "la", "les", "un", "une", "des", "du", "au", "aux",
    # auxiliaries and modals
    "suis", "est", "sommes", "êtes", "sont", "était", "avez", "avons", "ont", "peux", "peut", "pouvez", "pourriez",
    "dois", "doit", "devez", "veux", "voulez", "voudrais", "faut", "puis",
    # prepositions, conjunctions, question words, adverbs
    "avec", "dans", "chez", "mais", "ou", "où", "qui", "que", "quoi", "quand", "pourquoi", "combien",
    "quel", "quelle", "quels", "quelles", "pas", "jamais", "rien", "déjà", "toujours", "aujourd", "hui", "demain",
    "très", "aussi", "beaucoup", "à", "tous", "toutes",
    # greetings and thanks
    "bonjour", "bonsoir", "merci", "svp", "oui",
}
_FR_STRONG = {
    "commande", "commandes", "remboursement", "annulation", "réclamation", "facture", "factures", "livraison",
    "expédiée", "expédié", "remboursé", "remboursée", "déplacement", "congés", "justificatif", "justificatifs",
    "bonjour", "merci", "annuler", "rembourser", "aujourd", "pourquoi", "combien", "voudrais", "pourriez",
    "fournisseur", "entrepôt", "ordinateur", "formulaire", "salaire", "vacances", "responsable", "colis",
    "remboursés", "payée", "payé", "garantie", "congé", "dépenses", "aimerais",
}
_FR_WORDS = {
    # question words
    "que": "what", "quoi": "what", "où": "where", "quand": "when", "pourquoi": "why", "comment": "how",
    "combien": "how much", "qui": "who", "quel": "which", "quelle": "which", "quels": "which",
    "quelles": "which", "lequel": "which", "laquelle": "which",
    # pronouns, possessives, articles
    "je": "I", "tu": "you", "vous": "you", "il": "it", "elle": "it", "nous": "we", "ils": "they", "elles": "they",
    "on": "we", "me": "me", "moi": "me", "toi": "you", "lui": "him", "leur": "their", "mon": "my", "ma": "my",
    "mes": "my", "ton": "your", "ta": "your", "tes": "your", "votre": "your", "vos": "your", "notre": "our",
    "nos": "our", "son": "his", "sa": "his", "ses": "his", "ce": "this", "cet": "this", "cette": "this",
    "ces": "these", "ça": "that", "cela": "that", "ceci": "this", "rien": "nothing", "quelque": "some",
    "tout": "all", "tous": "all", "toutes": "all", "chaque": "each", "le": "the", "la": "the", "les": "the",
    "un": "a", "une": "a", "des": "some", "du": "of the", "de": "of", "au": "to the", "aux": "to the", "y": "there",
    "ici": "here", "là": "there",
    # auxiliaries and modal verbs
    "suis": "am", "es": "are", "est": "is", "sommes": "are", "êtes": "are", "sont": "are", "était": "was",
    "été": "been", "ai": "have", "as": "have", "a": "has", "avons": "have", "avez": "have", "ont": "have",
    "avais": "had", "avait": "had", "peux": "can", "peut": "can", "pouvons": "can", "pouvez": "can",
    "peuvent": "can", "pourrais": "could", "pourriez": "could", "pourrait": "could", "puis": "can",
    "dois": "must", "doit": "must", "devez": "must", "devons": "must", "faut": "must", "veux": "want",
    "voulez": "want", "veut": "wants", "voudrais": "would like", "voudrions": "would like",
    "aimerais": "would like", "vais": "will", "va": "goes", "allez": "go", "fais": "do", "fait": "done",
    "faire": "do", "être": "be", "avoir": "have",
    # verbs of the requests
    "obtenir": "get", "recevoir": "receive", "reçois": "receive", "envoyer": "send", "envoie": "send",
    "envoyez": "send", "envoyé": "sent", "envoyée": "sent", "expédier": "ship", "expédié": "shipped",
    "expédiée": "shipped", "expédiés": "shipped", "annuler": "cancel", "annulez": "cancel", "annule": "cancel",
    "annulé": "cancelled", "annulée": "cancelled", "retourner": "return", "renvoyer": "send back",
    "rembourser": "refund", "remboursé": "refunded", "remboursée": "refunded", "retirer": "withdraw",
    "retirez": "withdraw", "changer": "change", "changez": "change", "modifier": "change", "modifiez": "change",
    "modifié": "changed", "vérifier": "check", "vérifiez": "check", "vérifie": "check", "contrôler": "check",
    "commander": "order", "commandé": "ordered", "commandée": "ordered", "réserver": "book", "réservé": "booked",
    "payer": "pay", "payé": "paid", "payée": "paid", "coûte": "costs", "coûté": "cost", "réclamer": "claim", "déclarer": "claim", "soumettre": "submit",
    "soumis": "submitted", "demander": "ask for", "demandé": "asked", "arriver": "arrive", "arrive": "arrives",
    "arrivé": "arrived", "arrivée": "arrived", "livrer": "deliver", "livré": "delivered", "livrée": "delivered",
    "aider": "help", "aidez": "help", "aide": "help", "savoir": "know", "sais": "know", "savez": "know",
    "dire": "tell", "dites": "tell", "montrer": "show", "montrez": "show", "voir": "see",
    "approuver": "approve", "approuvé": "approved", "valider": "approve", "validé": "approved",
    "attendre": "wait", "attends": "wait", "dure": "takes", "prend": "takes", "trouver": "find",
    "trouve": "find", "chercher": "look for", "utiliser": "use", "acheter": "buy", "acheté": "bought",
    "échanger": "exchange", "remplacer": "replace", "suivre": "track", "réinitialiser": "reset",
    "connecter": "log in", "prendre": "take", "reçu": "received", "reste": "remains", "besoin": "need",
    # domain nouns
    "commande": "order", "commandes": "orders", "remboursement": "refund", "réclamation": "claim",
    "demande": "request", "frais": "expenses", "dépense": "expense", "dépenses": "expenses",
    "justificatif": "receipt", "justificatifs": "receipts", "ticket": "receipt", "facture": "invoice",
    "factures": "invoices", "hôtel": "hotel", "voyage": "trip", "déplacement": "business trip", "vol": "flight",
    "vols": "flights", "avion": "plane", "indemnité": "allowance", "congé": "leave", "congés": "leave",
    "vacances": "vacation", "malade": "sick", "jour": "day", "jours": "days", "journée": "day",
    "semaine": "week", "semaines": "weeks", "mois": "month", "an": "year", "ans": "years", "année": "year",
    "années": "years", "salaire": "salary", "responsable": "manager", "chef": "manager",
    "approbation": "approval", "validation": "approval", "accord": "approval", "politique": "policy",
    "règle": "rule", "règles": "rules", "règlement": "rules", "garantie": "warranty", "livraison": "delivery",
    "colis": "package", "paquet": "package", "délai": "deadline", "prix": "price", "montant": "amount",
    "argent": "money", "appareil": "device", "ordinateur": "computer", "portable": "laptop", "compte": "account",
    "formulaire": "form", "échéance": "deadline", "limite": "limit", "plafond": "cap", "client": "customer",
    "article": "item", "casque": "headset", "carte": "card", "adresse": "address", "fournisseur": "supplier",
    "collègue": "colleague", "bureau": "office", "télétravail": "work from home", "entrepôt": "warehouse",
    "numéro": "number", "problème": "problem", "erreur": "error", "cassé": "broken", "endommagé": "damaged",
    "défectueux": "defective", "perdu": "lost", "retard": "delay", "voiture": "car", "repas": "meal",
    "nuit": "night", "nuits": "nights", "nuitée": "night", "billet": "ticket", "téléphone": "phone",
    "accès": "access", "employé": "employee", "salarié": "employee", "statut": "status", "expédition": "shipping",
    "annulation": "cancellation", "retour": "return",
    # time
    "demain": "tomorrow", "hier": "yesterday", "déjà": "already", "encore": "still", "toujours": "still",
    "maintenant": "now", "bientôt": "soon", "longtemps": "long", "depuis": "since", "avant": "before",
    "après": "after", "prochain": "next", "prochaine": "next", "dernier": "last", "dernière": "last",
    "souvent": "often", "lundi": "monday", "mardi": "tuesday", "mercredi": "wednesday", "jeudi": "thursday",
    "vendredi": "friday", "samedi": "saturday", "dimanche": "sunday", "matin": "morning", "soir": "evening",
    # negation ("ne ... pas": the "ne" carries nothing on its own)
    "ne": "", "pas": "not", "jamais": "never", "non": "no", "aucun": "no", "aucune": "no", "personne": "nobody",
    # greetings, thanks, politeness
    "bonjour": "hello", "salut": "hi", "bonsoir": "good evening", "merci": "thanks", "svp": "please",
    "stp": "please", "cordialement": "regards", "désolé": "sorry", "désolée": "sorry", "oui": "yes",
    "bien": "good", "bon": "good", "bonne": "good",
    # small words
    "et": "and", "ou": "or", "mais": "but", "donc": "so", "car": "because", "si": "if", "avec": "with",
    "sans": "without", "pour": "for", "dans": "in", "sur": "on", "sous": "under", "chez": "at", "par": "by",
    "à": "to", "vers": "towards", "entre": "between", "très": "very", "beaucoup": "a lot", "trop": "too",
    "plus": "more", "moins": "less", "aussi": "also", "seulement": "only", "nouveau": "new", "nouvelle": "new",
    "ancien": "old", "propre": "own", "nécessaire": "necessary", "sûr": "sure", "ouvert": "open",
    "fermé": "closed", "gratuit": "free", "cher": "expensive", "premier": "first", "première": "first",
    "deux": "two", "trois": "three", "quatre": "four", "cinq": "five", "dix": "ten", "cent": "hundred",
}
_FR_PHRASES = (
    ("est-ce que vous pouvez|est-ce que tu peux|est-ce que vous pourriez|pouvez-vous|peux-tu|pourriez-vous|"
     "pourrais-tu|vous pouvez|tu peux|vous pourriez", "can you"),
    ("est-ce que je peux|est-ce que je pourrais|est-ce qu'on peut|puis-je|je peux|je pourrais|on peut", "can I"),
    ("qu'est-ce que|qu'est-ce qu'|qu'est-ce qui", "what"),
    ("est-ce que|est-ce qu'", ""),
    ("pendant combien de temps|combien de temps|ça prend combien de temps", "how long"),
    ("combien de", "how many"),
    ("je voudrais|j'aimerais|je souhaite|je souhaiterais|je veux bien", "I would like"),
    ("je veux", "I want"),
    ("merci beaucoup|merci bien|mille mercis|merci infiniment", "thanks a lot"),
    ("s'il vous plaît|s'il te plaît|je vous prie", "please"),
    ("où en est|où en sont", "what is the status of"),
    ("ou est|où est", "where is"),
    ("ou sont|où sont", "where are"),
    ("y a-t-il|est-ce qu'il y a", "is there"),
    ("il y a", "there is"),
    ("il faut", "I need to"),
    ("il me faut|j'ai besoin de|j'ai besoin d'|besoin de|besoin d'", "I need"),
    ("note de frais|notes de frais", "expense claim"),
    ("frais de port|frais de livraison|frais d'expédition|frais d'envoi", "shipping fee"),
    ("mot de passe", "password"),
    ("date limite", "deadline"),
    ("délai de retour|délai de rétractation", "return window"),
    ("congé maladie|arrêt maladie|congé de maladie", "sick leave"),
    ("jours fériés", "public holidays"),
    ("jour férié", "public holiday"),
    ("jour de congé", "day off"),
    ("jours de congé", "days off"),
    ("indemnité journalière|indemnités journalières|per diem", "per diem"),
    ("ordinateur portable", "laptop"),
    ("numéro de commande", "order number"),
    ("carte de crédit|carte bancaire", "credit card"),
    ("petit-déjeuner", "breakfast"),
    ("aujourd'hui", "today"),
    ("jusqu'à|jusqu'au", "until"),
    ("quelqu'un", "someone"),
    ("d'accord", "ok"),
    ("peut-être", "maybe"),
    ("pas encore", "not yet"),
    ("ne plus|n'est plus", "no longer"),
    ("en retard", "late"),
    ("en cours", "in progress"),
    ("plus tard", "later"),
    ("à bientôt|au revoir|à demain", "see you"),
    ("bon week-end à tous|bon week-end|bonne fin de semaine|bonne fin de journée", "have a nice weekend"),
    ("bonne journée|bonne soirée", "have a nice day"),
    ("parce que|parce qu'", "because"),
    ("comment ça va|ça va", "how are you"),
    ("se faire rembourser|être remboursé|être remboursée", "get a refund"),
    ("faire un retour", "return"),
    ("d'abord", "first"),
    ("-t-il|-t-elle|-t-on", " it"),
    ("excusez-moi|excuse-moi", "sorry"),
)
#: French elided words ("j'ai", "l'hôtel", "qu'il"): what the letter before the apostrophe stands for.
FR_ELISIONS = {"j": "I", "l": "the", "d": "of", "n": "", "m": "me", "t": "you", "c": "it", "s": "", "qu": "that"}

# --------------------------------------------------------------------------------------------------------------------
# Spanish
# --------------------------------------------------------------------------------------------------------------------
_ES_MARKERS = {
    # pronouns and possessives
    "yo", "tú", "usted", "ustedes", "él", "ella", "nosotros", "ellos", "te", "se", "nos", "lo", "le", "mi", "mis",
    "tu", "su", "sus", "nuestro", "nuestra", "este", "esta", "esto", "eso", "esa", "ese",
    # articles
    "el", "la", "los", "las", "un", "una", "unos", "del",
    # auxiliaries and modals
    "es", "está", "están", "estoy", "soy", "hemos", "tengo", "tiene", "tienes", "puedo", "puede", "puedes",
    "podría", "podrias", "podrías", "quiero", "quisiera", "necesito", "debo", "fue",
    # prepositions, conjunctions, question words, adverbs
    "y", "que", "qué", "cómo", "como", "dónde", "donde", "cuándo", "cuando", "cuánto", "cuanto", "cuántos",
    "cuántas", "cuál", "cual", "quién", "por", "para", "pero", "también", "muy", "hoy", "ayer", "mañana",
    "todavía", "aún", "ahora", "sí", "nunca", "nada",
    # greetings and thanks
    "hola", "gracias", "buenos", "buenas", "buen", "muchas", "adiós",
}
_ES_STRONG = {
    "pedido", "pedidos", "devolución", "devolucion", "reembolso", "cancelación", "cancelacion", "factura",
    "facturas", "contraseña", "vacaciones", "aprobación", "entrega", "envío", "envio", "gracias", "cancelar",
    "reembolsar", "devolver", "enviado", "enviada", "recibido", "reclamación", "gastos", "recibo", "viaje",
    "dónde", "cuándo", "cuánto", "quisiera", "necesito", "proveedor", "almacén", "jefe", "sueldo", "ayuda",
    "semana", "hola", "salario", "pagado", "aprobado", "reembolsado", "garantía",
    "retrasado", "paquete",
}
_ES_WORDS = {
    # question words
    "qué": "what", "que": "that", "dónde": "where", "donde": "where", "adónde": "where", "cuándo": "when",
    "cuando": "when", "cómo": "how", "como": "how", "cuánto": "how much", "cuanto": "how much",
    "cuánta": "how much", "cuántos": "how many", "cuántas": "how many", "cuál": "which", "cual": "which",
    "cuáles": "which", "quién": "who", "quien": "who",
    # pronouns, possessives, articles
    "yo": "I", "tú": "you", "usted": "you", "ustedes": "you", "él": "he", "ella": "she", "nosotros": "we",
    "ellos": "they", "me": "me", "te": "you", "le": "him", "lo": "it", "nos": "us", "se": "", "mi": "my",
    "mis": "my", "tu": "your", "su": "your", "sus": "your", "nuestro": "our", "nuestra": "our",
    "nuestros": "our", "este": "this", "esta": "this", "esto": "this", "estos": "these", "estas": "these",
    "ese": "that", "esa": "that", "eso": "that", "algo": "something", "nada": "nothing", "alguien": "someone",
    "nadie": "nobody", "todo": "all", "todos": "all", "toda": "all", "todas": "all", "cada": "each",
    "mío": "mine", "el": "the", "la": "the", "los": "the", "las": "the", "un": "a", "una": "a", "unos": "some",
    "del": "of the", "al": "to the", "aquí": "here", "allí": "there",
    # auxiliaries and modal verbs
    "soy": "am", "eres": "are", "es": "is", "somos": "are", "son": "are", "está": "is", "estás": "are",
    "están": "are", "estoy": "am", "estaba": "was", "fue": "was", "sido": "been", "he": "have", "has": "have",
    "ha": "has", "hemos": "have", "han": "have", "había": "had", "hay": "is there", "tengo": "have",
    "tienes": "have", "tiene": "has", "tenemos": "have", "tienen": "have", "puedo": "can", "puedes": "can",
    "puede": "can", "podemos": "can", "pueden": "can", "podría": "could", "podrías": "could", "debo": "must",
    "debe": "must", "debes": "must", "necesito": "need", "necesita": "needs", "necesitamos": "need",
    "quiero": "want", "quieres": "want", "quiere": "wants", "quisiera": "would like", "voy": "go", "va": "goes",
    "vamos": "go", "hacer": "do", "hago": "do", "hace": "does", "hecho": "done",
    # verbs of the requests
    "conseguir": "get", "obtener": "get", "recibir": "receive", "recibí": "received", "recibido": "received",
    "enviar": "send", "envía": "send", "envíe": "send", "enviado": "shipped", "enviada": "shipped",
    "mandar": "send", "manda": "send", "mandado": "sent", "cancelar": "cancel", "cancela": "cancel",
    "cancele": "cancel", "cancelen": "cancel", "cancelado": "cancelled", "cancelada": "cancelled",
    "cancélalo": "cancel it", "anular": "cancel", "anula": "cancel", "anule": "cancel", "anulado": "cancelled",
    "devolver": "return", "devuelvo": "return", "devuelto": "returned", "reembolsar": "refund",
    "reembolsado": "refunded", "retirar": "withdraw", "retira": "withdraw", "retire": "withdraw",
    "cambiar": "change", "cambia": "change", "cambie": "change", "cambiado": "changed", "modificar": "change",
    "revisar": "check", "revisa": "check", "revise": "check", "comprobar": "check", "comprueba": "check",
    "verificar": "check", "checar": "check", "consultar": "check", "pedir": "order", "pido": "order",
    "pedí": "ordered", "reservar": "book", "reservado": "booked", "pagar": "pay", "pagado": "paid",
    "pagué": "paid", "costó": "cost", "cuesta": "costs", "retrasado": "delayed", "reembolsan": "refund", "reclamar": "claim", "solicitar": "request", "presentar": "submit", "llegar": "arrive",
    "llega": "arrives", "llegó": "arrived", "llegado": "arrived", "entregar": "deliver", "entregado": "delivered",
    "ayudar": "help", "ayuda": "help", "ayúdame": "help me", "saber": "know", "sé": "know", "sabes": "know",
    "sabe": "know", "decir": "tell", "dime": "tell me", "dígame": "tell me", "decirme": "tell me",
    "mostrar": "show", "muestra": "show", "muéstrame": "show me", "enseñar": "show", "ver": "see",
    "aprobar": "approve", "aprobado": "approved", "esperar": "wait", "espero": "wait", "tarda": "takes",
    "tardar": "take", "encontrar": "find", "buscar": "look for", "usar": "use", "comprar": "buy",
    "compré": "bought", "comprado": "bought", "reemplazar": "replace", "rastrear": "track", "seguir": "track",
    "restablecer": "reset", "tomar": "take", "queda": "remains", "quedan": "remain",
    # domain nouns
    "pedido": "order", "pedidos": "orders", "orden": "order", "compra": "purchase", "devolución": "refund",
    "reembolso": "refund", "cancelación": "cancellation", "reclamación": "claim", "reclamo": "claim",
    "gasto": "expense", "gastos": "expenses", "recibo": "receipt", "recibos": "receipts",
    "comprobante": "receipt", "factura": "invoice", "facturas": "invoices", "viaje": "trip", "viajes": "trips",
    "vuelo": "flight", "vuelos": "flights", "avión": "plane", "tren": "train", "dietas": "per diem",
    "viáticos": "per diem", "vacaciones": "vacation", "permiso": "leave", "baja": "leave", "enfermo": "sick",
    "enferma": "sick", "día": "day", "días": "days", "semana": "week", "semanas": "weeks", "mes": "month",
    "meses": "months", "año": "year", "años": "years", "salario": "salary", "sueldo": "salary",
    "nómina": "payroll", "jefe": "manager", "jefa": "manager", "gerente": "manager", "responsable": "manager",
    "aprobación": "approval", "autorización": "approval", "política": "policy", "norma": "rule",
    "normas": "rules", "regla": "rule", "reglas": "rules", "garantía": "warranty", "entrega": "delivery",
    "envío": "shipping", "paquete": "package", "plazo": "deadline", "costo": "cost", "coste": "cost",
    "tarifa": "fee", "comisión": "fee", "precio": "price", "importe": "amount", "monto": "amount",
    "dinero": "money", "dispositivo": "device", "equipo": "device", "portátil": "laptop",
    "computadora": "computer", "ordenador": "computer", "contraseña": "password", "clave": "password",
    "cuenta": "account", "formulario": "form", "límite": "limit", "tope": "cap", "cliente": "customer",
    "artículo": "item", "auriculares": "headset", "tarjeta": "card", "dirección": "address",
    "proveedor": "supplier", "compañero": "colleague", "compañera": "colleague", "oficina": "office",
    "teletrabajo": "work from home", "almacén": "warehouse", "número": "number", "pregunta": "question",
    "problema": "problem", "roto": "broken", "dañado": "damaged", "defectuoso": "defective", "defectuosos": "defective", "defectuosa": "defective",
    "perdido": "lost", "retraso": "delay", "coche": "car", "kilometraje": "mileage", "comida": "meal",
    "desayuno": "breakfast", "noche": "night", "noches": "nights", "billete": "ticket", "boleto": "ticket",
    "teléfono": "phone", "acceso": "access", "empleado": "employee", "estado": "status", "solicitud": "request",
    "reserva": "booking", "pago": "payment", "camino": "way",
    # time
    "hoy": "today", "mañana": "tomorrow", "ayer": "yesterday", "ya": "already", "todavía": "still",
    "aún": "still", "ahora": "now", "luego": "later", "después": "after", "pronto": "soon", "desde": "since",
    "hasta": "until", "antes": "before", "próximo": "next", "próxima": "next", "último": "last",
    "última": "last", "pasado": "last", "pasada": "last", "nunca": "never", "siempre": "always",
    "primero": "first", "tarde": "late", "lunes": "monday", "martes": "tuesday", "miércoles": "wednesday",
    "jueves": "thursday", "viernes": "friday", "sábado": "saturday", "domingo": "sunday",
    # negation
    "no": "no", "ningún": "no", "ninguno": "no", "ninguna": "no", "tampoco": "neither",
    # greetings, thanks, politeness
    "hola": "hello", "buenas": "hi", "gracias": "thanks", "adiós": "bye", "saludos": "regards",
    "perdón": "sorry", "disculpa": "sorry", "disculpe": "sorry", "sí": "yes", "vale": "ok", "claro": "sure",
    "bueno": "good", "bien": "good", "quizás": "maybe", "quizá": "maybe", "favor": "favour",
    # small words
    "y": "and", "e": "and", "o": "or", "u": "or", "pero": "but", "porque": "because", "entonces": "so",
    "si": "if", "con": "with", "sin": "without", "para": "for", "por": "for", "en": "in", "de": "of", "a": "to",
    "sobre": "about", "entre": "between", "hacia": "towards", "muy": "very", "mucho": "much",
    "muchos": "many", "muchas": "many", "más": "more", "menos": "less", "también": "also", "solo": "only",
    "sólo": "only", "solamente": "only", "nuevo": "new", "nueva": "new", "viejo": "old", "propio": "own",
    "necesario": "necessary", "seguro": "sure", "abierto": "open", "cerrado": "closed", "gratis": "free",
    "caro": "expensive", "barato": "cheap", "primer": "first", "primera": "first", "dos": "two",
    "tres": "three", "cuatro": "four", "cinco": "five", "diez": "ten", "cien": "hundred",
}
_ES_PHRASES = (
    ("me puedes|me podrías|me podría|me puede|puedes|podrías|puede usted|podría usted|pueden ustedes", "can you"),
    ("se puede|puedo|podría yo", "can I"),
    ("cuánto tiempo|cuanto tiempo|cuántos días tarda|cuánto tarda|cuanto tarda", "how long"),
    ("por favor", "please"),
    ("por qué", "why"),
    ("quiero", "I want"),
    ("quisiera|me gustaría", "I would like"),
    ("necesito", "I need"),
    ("tengo que|hay que", "I have to"),
    ("muchas gracias|mil gracias|muchísimas gracias", "thanks a lot"),
    ("buenos días", "good morning"),
    ("buenas tardes", "good afternoon"),
    ("buenas noches", "good evening"),
    ("buen fin de semana|feliz fin de semana|buen finde|lindo fin de semana", "have a nice weekend"),
    ("fin de semana", "weekend"),
    ("que tengas un buen día|que tenga un buen día|buen día", "have a nice day"),
    ("hasta luego|hasta pronto|hasta mañana", "see you"),
    ("lo siento", "sorry"),
    ("tal vez", "maybe"),
    ("otra vez|de nuevo", "again"),
    ("a veces", "sometimes"),
    ("todavía no|aún no", "not yet"),
    ("ya no", "no longer"),
    ("gastos de envío|costo de envío|coste de envío|costos de envío", "shipping fee"),
    ("plazo de devolución", "return window"),
    ("fecha límite", "deadline"),
    ("baja médica|baja por enfermedad|permiso por enfermedad|licencia por enfermedad", "sick leave"),
    ("día libre|días libres", "day off"),
    ("días festivos|día festivo|días feriados", "public holidays"),
    ("nota de gastos|informe de gastos|reporte de gastos", "expense report"),
    ("número de pedido", "order number"),
    ("tarjeta de crédito", "credit card"),
    ("iniciar sesión", "log in"),
    ("qué pasa con|qué pasó con", "what about"),
    ("dónde está|donde esta", "where is"),
    ("dónde están|donde estan", "where are"),
    ("cómo está|como esta", "how is"),
    ("en camino", "in transit"),
)

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

MARKERS: dict[str, frozenset[str]] = {
    "nl": frozenset(_NL_MARKERS), "de": frozenset(_DE_MARKERS), "fr": frozenset(_FR_MARKERS),
    "es": frozenset(_ES_MARKERS),
}
STRONG: dict[str, frozenset[str]] = {
    "nl": frozenset(_NL_STRONG), "de": frozenset(_DE_STRONG), "fr": frozenset(_FR_STRONG),
    "es": frozenset(_ES_STRONG),
}
WORDS: dict[str, dict[str, str]] = {"nl": _NL_WORDS, "de": _DE_WORDS, "fr": _FR_WORDS, "es": _ES_WORDS}
PHRASES: dict[str, tuple[tuple[str, str], ...]] = {
    "nl": _NL_PHRASES, "de": _DE_PHRASES, "fr": _FR_PHRASES, "es": _ES_PHRASES,
}
