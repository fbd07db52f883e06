"""Lesson 02 in Italian: checking who takes a trick (why it does: the explain area)."""

TEXTS = {
    "the_player": "il giocatore {n}",
    # Checks (controlla_presa).
    "answer_right": "Bene! La prende {who}, con {card}.",
    "answer_wrong": "No: la prende {who}, con {card}, non {given}.",
    "answer_not_this": "No: {given} non prende questa presa.",
    "hint_trump": "Suggerimento: sul tavolo c'è una briscola ({trump}). Ripassa la terza regola.",
    "hint_led": "Suggerimento: sul tavolo non c'è nessuna briscola ({trump}). Quali carte sono del seme di uscita ({suit})?",
    "answer_waiting": "Scrivi in la_mia_risposta chi secondo te prende (il numero del giocatore, {numbers}, o il nome della sua carta) ed esegui la cella.",
    "goal_not_yet": "Non fa ancora quello che si chiede:",
    "goal_four": "Deve essere una presa a quattro (quattro carte), e ne ha {count}.",
    "goal_points": "Sul tavolo devono esserci più di 20 punti, e ce ne sono {points}.",
    "goal_blank": "La carta che prende deve valere 0 punti, e prende {card}, che vale {points}.",
    "goal_met": "Ce l'hai fatta! Prende {card}, un liscio, e porta a casa {points} punti.",
    "answer_not_on_table": "{card} non è in questa presa. Le carte sono: {cards}.",
    "answer_bad_position": "Scrivi in la_mia_risposta chi secondo te prende: il numero del giocatore ({numbers}, come 2 o «giocatore 2») o il nome della sua carta; «{given}» non va bene.",
    "player": "Giocatore {n}",
}
