"""v44 routing cases, small_talk (16) and out_of_domain (20), in Dutch, German, French, Spanish and mixed messages.

Out-of-domain questions sound like the theme (translations, language learning, a Dutch snack, a visa, Belgian leave
law, French consumer law); a request to translate arbitrary text is out_of_domain, while a policy answer asked for in
another language stays knowledge (see the info module).
"""

from __future__ import annotations

from routing_case_kit_v44 import case

S = "small_talk"
O = "out_of_domain"

SMALL = [
    # --- no history (10) --------------------------------------------------------------------------------------
    case("alice", S, "Goedemorgen! ☕", "a greeting in Dutch", ["dutch", "greeting", "emoji"]),
    case("carol", S, "¡Muchas gracias, eres un sol! 😊", "thanks and a compliment in Spanish",
         ["spanish", "thanks", "compliment", "emoji"]),
    case("dave", S, "Tschüss, bis morgen", "a farewell in German", ["german", "farewell"]),
    case("bob", S, "Spreek je ook Nederlands?", "a question about the assistant (its languages), in Dutch",
         ["dutch", "about_assistant"]),
    case("alice", S, "haha jouw Frans is beter dan het mijne 😄", "a joke and a compliment in Dutch",
         ["dutch", "joke", "compliment", "emoji", "lowercase"]),
    case("carol", S, "perdón por mi inglés, no es muy bueno", "an apology about her English, in Spanish",
         ["spanish", "apology", "lowercase"]),
    case("dave", S, "Merci beaucoup, très utile !", "thanks in French from a German-speaking user",
         ["french", "thanks"]),
    case("bob", S, "pfff, wat een maandag 🙄", "frustration with no request, in Dutch",
         ["dutch", "frustration", "emoji", "lowercase"]),
    case("bob", S, "ça va ? moi je suis crevé aujourd'hui", "chit-chat in French",
         ["french", "chit_chat", "lowercase"]),
    case("dave", S, "Bist du ein Mensch oder ein Bot?", "a question about the assistant, in German",
         ["german", "about_assistant"]),
    # --- with history (6) -------------------------------------------------------------------------------------
    case("alice", S, "nee wacht, laat maar zitten",
         "arguable: action (a cancellation) is defensible, but a retraction while the action waits does nothing new; "
         "Dutch", ["dutch", "arguable", "retraction", "pending_action_context", "lowercase"],
         hist=("Annuleer 1043 aub", "Order 1043 (2 × Acme Headset) can be cancelled. Confirm?")),
    case("carol", S, "vale, gracias!", "thanks after an own look-up, in Spanish", ["spanish", "thanks", "curt"],
         hist=("¿dónde está mi 2042?", "Order 2042 is in transit with UPS, tracking 1Z999GBX2042.")),
    case("dave", S, "Danke dir, schönes Wochenende!", "a farewell after a policy answer, in German",
         ["german", "farewell", "thanks"], hist=("Was ist die Kilometerpauschale?", "USD 0.70 per mile.")),
    case("bob", S, "oké, duidelijk 👍", "an acknowledgement in Dutch", ["dutch", "acknowledgement", "emoji"],
         hist=("hoe lang duurt een refund?", "Within 14 days of the returns centre receiving the parcel.")),
    case("carol", S, "genial jaja, qué bien",
         "chit-chat after the assistant said it can answer in Spanish; long history", ["spanish", "chit_chat",
         "long_history", "lowercase"],
         hist=("hola", "Hi! How can I help?", "hablas español?", "Sí, puedo responder en español. ¿En qué puedo ayudarte?")),
    case("alice", S, "c'est pas mal du tout 😄 merci !", "thanks in French after an English policy answer",
         ["french", "thanks", "emoji", "code_switching"],
         hist=("what is the hotel cap in Paris?", "EUR 240 per night — Paris is a high-cost city.")),
]

OOD = [
    # --- no history (15) --------------------------------------------------------------------------------------
    case("dave", O, "Wie sagt man 'gefeliciteerd met je verjaardag' auf Englisch?",
         "a translation of a Dutch phrase, asked in German", ["german", "dutch", "quoted_foreign", "translation"]),
    case("carol", O, "Traduce esta frase al francés: 'the meeting is moved to Thursday'",
         "a translation request; Spanish", ["spanish", "translation", "quoted_foreign"]),
    case("bob", O, "Wat wordt het weer morgen in Rotterdam?", "the weather; Dutch", ["dutch", "weather"]),
    case("bob", O, "Quelle est la capitale de l'Australie ?", "general knowledge; French",
         ["french", "general_info"]),
    case("dave", O, "Wie viel ist 1 Euro heute in Dollar?", "an exchange rate; German",
         ["german", "exchange_rate"]),
    case("carol", O, "¿me recomiendas un buen sitio de paella en Rotterdam?", "a restaurant tip; Spanish",
         ["spanish", "local_info"]),
    case("bob", O, "Hoeveel vakantiedagen heb je wettelijk in België?",
         "arguable: knowledge (the own PTO policy) is defensible, but Belgian leave law is not in the corpus and is not "
         "the own policy; Dutch", ["dutch", "arguable", "legal_tax"]),
    case("alice", O, "Wat is het verschil tussen 'u' en 'je' in het Nederlands?", "language learning; Dutch",
         ["dutch", "language_learning"]),
    case("dave", O, "Schreib mir ein kurzes Gedicht über den Montag", "a creative request; German",
         ["german", "creative"]),
    case("carol", O, "¿Cuántas calorías tiene un stroopwafel?", "general knowledge; Spanish with a Dutch word",
         ["spanish", "foreign_words", "general_info"]),
    case("bob", O, "Kun je me helpen met mijn Duitse belastingaangifte?", "personal tax; Dutch",
         ["dutch", "legal_tax", "personal_finance"]),
    case("bob", O, "Welke app is beter om Spaans te leren, Duolingo of Babbel?", "a product recommendation; Dutch",
         ["dutch", "product_recommendation", "language_learning"]),
    case("dave", O, "Was ist 15% von 349?",
         "arguable: knowledge (the restocking fee on a HomeVault) is defensible, but this is bare arithmetic; German",
         ["german", "arguable", "math", "numbers"]),
    case("carol", O, "¿Cuál es la diferencia horaria entre Memphis y Madrid?", "time zones; Spanish",
         ["spanish", "time_zone"]),
    case("bob", O, "wie won het WK voetbal in 2010?", "sport; Dutch", ["dutch", "sport", "lowercase"]),
    # --- with history (5) -------------------------------------------------------------------------------------
    case("alice", O, "en wat kost een Eurostar ticket naar Londen gemiddeld?",
         "arguable: knowledge (booking through TravelDesk) is defensible, but a rail fare is not in the corpus; Dutch",
         ["dutch", "arguable", "general_info", "topic_switch"],
         hist=("Wat is de hotel cap in Londen?", "EUR 240 per night in London (high-cost city).")),
    case("carol", O, "una pregunta aparte: cómo se dice 'return label' en neerlandés?",
         "a translation after a policy exchange; Spanish", ["spanish", "translation", "topic_switch"],
         hist=("gracias por la ayuda con el GRF-2", "You're welcome!")),
    case("dave", O, "Brauche ich als Deutscher ein Visum für Japan?",
         "arguable: knowledge (international trips need a Global Security check) is defensible, but visa rules are not "
         "in the corpus; German", ["german", "arguable", "travel_rules", "own_situation"],
         hist=("Mein Flug nach Tokyo ist 13 Stunden", "Over 10 hours: business class with SVP approval on the TA-100.")),
    case("bob", O, "wat is een goede Nederlandse naam voor onze nieuwe hond?", "a creative request after a greeting",
         ["dutch", "creative", "greeting_history", "lowercase"], hist=("Hoi!", "Hoi! Waarmee kan ik helpen?")),
    case("alice", O, "et la loi française, elle dit quoi sur le droit de rétractation ?",
         "arguable: knowledge (the own refund policy, just answered) is defensible, but French consumer law is not "
         "in the corpus; French", ["french", "arguable", "consumer_law", "follow_up"],
         hist=("Je cherche la politique de remboursement", "Acme's Refund Policy 3.1: refunds within 30 days of "
               "delivery.")),
]

CASES = SMALL + OOD
