from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ProductSearchResultsItemAllOf2")



@_attrs_define
class ProductSearchResultsItemAllOf2:
    """ 
        Attributes:
            score (int): Relevance: 1000+ the model number itself (punctuation and case ignored), or its pattern typed as
                published; 900+ a concrete model its pattern covers (`*`/`#` any one character, `(H,L,S)` or `[H|L|S]` one of
                the alternatives); 700+ model prefix; 600+ the start of a model a pattern covers; 500+ part of a model number;
                100–300 every word of q starting a word of brand, name, model number or subcategory. The closer the lengths, the
                higher within a tier (up to +50).
     """

    score: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        score = self.score


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "score": score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        score = d.pop("score")

        product_search_results_item_all_of_2 = cls(
            score=score,
        )


        product_search_results_item_all_of_2.additional_properties = d
        return product_search_results_item_all_of_2

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
