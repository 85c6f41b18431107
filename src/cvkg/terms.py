"""RDF terms between rdflib (the graphs the pipeline builds) and pyoxigraph (the store and the
fast paths of reasoning and validation)."""

from __future__ import annotations

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

from cvkg.vocab import XSD

_XSD_STRING = ox.NamedNode(str(XSD.string))


def to_oxigraph(node: Node) -> ox.NamedNode | ox.BlankNode | ox.Literal:
    """An rdflib term as pyoxigraph's; a blank node keeps its label.

    >>> to_oxigraph(Literal("Ada", lang="en")), to_oxigraph(BNode("b1"))
    (<Literal value=Ada language=en>, <BlankNode value=b1>)
    """
    if isinstance(node, URIRef):
        return ox.NamedNode(str(node))
    if isinstance(node, BNode):
        return ox.BlankNode(str(node))
    assert isinstance(node, Literal)
    if node.language:
        return ox.Literal(str(node), language=node.language)
    if node.datatype:
        return ox.Literal(str(node), datatype=ox.NamedNode(str(node.datatype)))
    return ox.Literal(str(node))


def to_rdflib(term: ox.NamedNode | ox.BlankNode | ox.Literal) -> Node:
    """A pyoxigraph term as rdflib's. RDF 1.1: a plain literal *is* an xsd:string, so one is
    written plainly, as rdflib parses it.

    >>> to_rdflib(ox.Literal("Ada")) == Literal("Ada")
    True
    """
    if isinstance(term, ox.NamedNode):
        return URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if term.language:
        return Literal(term.value, lang=term.language)
    if term.datatype == _XSD_STRING:
        return Literal(term.value)
    return Literal(term.value, datatype=URIRef(term.datatype.value))
