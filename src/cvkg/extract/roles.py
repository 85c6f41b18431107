"""Job titles among the words of a line: the role nouns that end a title (``Engineer``, ``Professor``, a trade named
by its science such as ``Epidemiologist``) and the modifiers before them (``Senior``, ``Assistant``, ``Research``).

>>> split_role("Microsoft Research Research Intern")
('Microsoft Research', 'Research Intern')
"""

from __future__ import annotations

import re

from cvkg.extract.foreign_headings import fold

ROLE_NOUNS = frozenset(
    [
        "intern",
        "interns",
        "internship",
        "professor",
        "engineer",
        "scientist",
        "researcher",
        "fellow",
        "contractor",
        "lecturer",
        "developer",
        "manager",
        "director",
        "consultant",
        "analyst",
        "architect",
        "assistant",
        "associate",
        "postdoc",
        "head",
        "lead",
        "member",
        "student",
        "chair",
        "officer",
        "designer",
        "programmer",
        "instructor",
        "teacher",
        "editor",
        "founder",
        "leader",
        "co-founder",
        "cofounder",
        "ceo",
        "cto",
        "president",
        "dean",
        "specialist",
        "technician",
        "coordinator",
        "advisor",
        "adviser",  # British and Commonwealth spelling: "Senior Adviser", "Special Adviser"
        "visitor",  # "Academic visitor", "Visitor, Department of X" (a visiting post)
        "rapporteur",  # a government's or a UN body's: "Special Rapporteur", "Rapporteur on Demography"
        "appointee",  # the national laboratories' postdoc: "Postdoctoral Appointee"
        "trainee",
        "apprentice",
        "investigator",
        "scholar",
        "resident",
        "reader",
        "docent",
        "clerk",
        "attorney",
        "lawyer",
        "counsel",
        "physician",
        "surgeon",
        "nurse",
        "curator",
        "librarian",
        "administrator",
        "tutor",
        "demonstrator",
        "writer",
        "correspondent",
        "translator",
        "accountant",
        "affiliate",
        "registrar",
        "partner",  # "Founding Partner", "Managing Partner"
        "freelancer",  # a UK and Commonwealth doctor in training: "Specialty Registrar", "Specialist Registrar"
    ]
)
ROLE_MODIFIERS = frozenset(
    [
        "senior",
        "junior",
        "principal",
        "staff",
        "lead",
        "chief",
        "visiting",
        "assistant",
        "associate",
        "full",
        "adjunct",
        "research",
        "software",
        "hardware",
        "development",
        "engineering",
        "postdoctoral",
        "part-time",
        "full-time",
        "graduate",
        "teaching",
        "undergraduate",
        "summer",
        "student",
        "applied",
        "machine",
        "learning",
        "data",
        "systems",
        "technical",
        "member",
        "of",
        "tenure-track",
        "clinical",
        "affiliate",
        "honorary",
        "ml",
        "ai",
        "sde",
        "security",
        "product",
        "project",
        "program",
        "founding",
        "distinguished",
        "emeritus",
        "doctoral",
        "quantitative",
        "computational",
        "group",
        "team",
        "faculty",  # "Faculty Research Fellow, NBER"
        "dissertation",  # "Dissertation Intern, Federal Reserve Bank", "Dissertation Fellow"
        "predoctoral",
        "pre-doctoral",
        "house",  # a UK hospital grade: "Senior House Officer", "House Physician"
        "specialty",
        "specialist",
        "freelance",  # "Freelance Designer"
        "creative",  # "Creative Director"
        "managing",  # "Managing Editor", "Managing Partner"
    ]
)


# Job nouns of Spanish, Portuguese, French, German and Italian CVs, folded (no accents), and the words that follow
# them there as "Associate" precedes them in English ("Profesora Asociada", "Professore associato",
# "Professor Adjunto"): a noun may be followed by more of them, so they go with the nouns
_FOREIGN_ROLE_TEXT = """
    profesor profesora investigador investigadora catedratico catedratica ayudante becario becaria docente director
    directora coordinador coordinadora jefe jefa ingeniero ingeniera posdoctorado postdoctorado asistente analista
    consultor consultora tecnico tecnica academico academica pasante professora pesquisador pesquisadora bolsista
    coordenador coordenadora diretor diretora engenheiro engenheira pos-doutorando pos-doutoranda estagiario
    estagiaria professeur professeure maitre chercheur chercheuse enseignant-chercheur enseignante-chercheuse
    ingenieur ingenieure charge chargee directeur directrice postdoctorant postdoctorante doctorant doctorante
    stagiaire ater attache analyste responsable consultante enseignante professorin juniorprofessor
    juniorprofessorin mitarbeiter stipendiat stipendiatin
    mitarbeiterin wissenschaftler wissenschaftlerin doktorand doktorandin postdoktorand postdoktorandin leiter
    leiterin gruppenleiter gruppenleiterin ingenieurin dozent dozentin privatdozent privatdozentin lehrbeauftragter
    lehrbeauftragte hilfskraft praktikant praktikantin berater beraterin entwickler entwicklerin assistent
    assistentin professore professoressa ricercatore ricercatrice assegnista dottorando dottoranda borsista
    direttore direttrice ingegnere collaboratore collaboratrice tirocinante consulente
    asociado asociada adjunto adjunta titular visitante invitado invitada associado associada colaborador
    colaboradora associe associee invite invitee associato associata ordinario ordinaria straordinario
    contratado contratada doctor doctora posdoctoral permanente interino interina maestro maestra
    maitresse post-doctorant post-doctorante post-doctorand post-doctorandin post-doctorado post-doctorada
    specializzando specializzanda medecin chirurgien chirurgienne arzt arztin cirujano cirujana chirurgo
"""
FOREIGN_ROLE_NOUNS = frozenset(_FOREIGN_ROLE_TEXT.split())
# German adjectives before a job noun: "Wissenschaftlicher Mitarbeiter", "Studentische Hilfskraft"
_FOREIGN_MODIFIERS = frozenset(
    ["wissenschaftlicher", "wissenschaftliche", "akademischer", "akademische", "studentische", "studentischer",
     "leitender", "leitende", "stellvertretender", "stellvertretende", "wissenschaftliche/r"]
)  # fmt: skip


# A grade after a title: "Engineer II", "Scientist III"
_LEVELS = frozenset(["ii", "iii", "iv"])


def split_role(text: str) -> tuple[str | None, str | None]:
    """``"Microsoft Research Research Intern"`` -> (organisation, title); either may be ``None``."""
    if m := re.match(r"^(?P<title>.+?)\s+(?:in|at|with)\s+(?P<org>[A-Z].*)$", text):
        title_part = m.group("title")
        if any(w.lower().strip(",") in ROLE_NOUNS for w in title_part.split()) and role_run(title_part) == (
            0,
            len(title_part.split()),
        ):
            return m.group("org").strip(" ,."), title_part.strip()
    if joint_titles(text):
        return None, text.strip(" ,")  # "NSF Postdoctoral Fellow and Ritt Assistant Professor": two titles, one job
    tokens = text.split()
    run = role_run(text)
    if run is None:
        return text.strip(" ,") or None, None
    start, stop = run
    # Words after the role that qualify it: "of Computer Science", "(through X)".
    while stop < len(tokens) and (tokens[stop].lower() in {"of", "for"} or tokens[stop].startswith("(")):
        close = stop
        while close < len(tokens) and not tokens[close].endswith(")") and tokens[stop].startswith("("):
            close += 1
        stop = (close + 1) if tokens[stop].startswith("(") else len(tokens)
    org = " ".join(tokens[:start]).strip(" ,")
    title = " ".join(tokens[start:stop]).strip(" ,")
    if start == 0 and stop < len(tokens):
        org = " ".join(tokens[stop:]).strip(" ,")
    return org or None, title or None


def joint_titles(text: str) -> bool:
    """Two titles held together, each ending in its role noun, a named chair or fellowship before it (``Hill
    Assistant Professor and NSF Postdoctoral Fellow``)."""
    parts = re.split(r"\s+(?:and|&|\+)\s+", text.strip(" ,"))
    if len(parts) != 2:
        return False
    runs = [role_run(p) for p in parts]
    return all(run is not None and run[1] == len(p.split()) for run, p in zip(runs, parts, strict=True))


# A trade named by its science: "Epidemiologist", "Statistician", "Geochemist", "Astrophysicist"
_TRADE_RE = re.compile(
    r"^(?:[a-z-]{3,}(?:ologist|ician|ographer|ometrist)|[a-z-]*(?:chemist|physicist|economist|statistician"
    r"|mathematician|pharmacist|therapist|dietitian|journalist|archivist|pianist))s?$"
)


# German builds a title as one word on a job noun: "Nachwuchsgruppenleiterin", "Juniorprofessorin", "Projektmitarbeiter"
_GERMAN_COMPOUND_RE = re.compile(
    r"^[a-z]{3,}(?:leiter|leiterin|professor|professorin|mitarbeiter|mitarbeiterin|referent|referentin"
    r"|ingenieur|ingenieurin|wissenschaftler|wissenschaftlerin|berater|beraterin|entwickler|entwicklerin"
    r"|assistent|assistentin|praktikant|praktikantin|doktorand|doktorandin|dozent|dozentin|forscher|forscherin"
    r"|arzt|arztin)$"  # a physician's grade: "Assistenzarzt", "Oberärztin", "Fachärztin"
)


def is_role_noun(token: str) -> bool:
    return (
        token in ROLE_NOUNS
        or token in FOREIGN_ROLE_NOUNS
        # two jobs in one, "designer-developer", "writer-editor"
        or ("-" in token and all(p in ROLE_NOUNS for p in token.split("-")))
        or bool(_TRADE_RE.match(token))
        or bool(_GERMAN_COMPOUND_RE.match(token))
        # a job noun after a hyphenated name, as German writes a fellowship's holder: "Feodor-Lynen-Stipendiat"
        # (not after a prefix: "co-director", "vice-president" are read as English titles are)
        or (len(token.rpartition("-")[0]) >= 5 and token.rpartition("-")[2] in FOREIGN_ROLE_NOUNS)
    )


def role_run(text: str) -> tuple[int, int] | None:
    """Where the job title is among the words: a run of modifiers that ends in a role noun."""
    tokens = [fold(t).strip(",.;") for t in text.split()]
    for i, token in enumerate(tokens):
        if not is_role_noun(token):
            continue
        stop = i + 1
        while stop < len(tokens) and is_role_noun(tokens[stop]):
            stop += 1
        if stop < len(tokens) and tokens[stop] in _LEVELS:
            stop += 1  # "Software Engineer II": the grade is part of the title
        # "Graduate Student Research Assistant": modifiers after a noun, then another noun, are one title
        ahead = stop
        while ahead < len(tokens) and tokens[ahead] in ROLE_MODIFIERS - ROLE_NOUNS and tokens[ahead] != "of":
            ahead += 1
        if stop < ahead < len(tokens) and tokens[ahead] in ROLE_NOUNS:
            stop = ahead + 1
            while stop < len(tokens) and tokens[stop] in ROLE_NOUNS:
                stop += 1
        start = i
        while (
            start > 0
            and (tokens[start - 1] in ROLE_MODIFIERS or tokens[start - 1] in _FOREIGN_MODIFIERS)
            and tokens[start - 1] != tokens[start]
            and tokens[start - 1] != "of"
        ):
            start -= 1
        return start, stop
    return None
