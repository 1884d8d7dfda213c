from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_search_results_item_all_of_1_certification_scope import ProductSearchResultsItemAllOf1CertificationScope
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ProductSearchResultsItemAllOf1Certification")



@_attrs_define
class ProductSearchResultsItemAllOf1Certification:
    """ 
        Attributes:
            markets (list[str]):
            program (str):
            publisher_id (str): The publisher's own row id (ENERGY STAR Unique ID, or CPD number of a window line).
            scope (ProductSearchResultsItemAllOf1CertificationScope):
            available_on (datetime.date | Unset):
            cert_body_model_id (str | Unset):
            certified_on (datetime.date | Unset):
            most_efficient (bool | Unset):
            most_efficient_criteria (str | Unset):
     """

    markets: list[str]
    program: str
    publisher_id: str
    scope: ProductSearchResultsItemAllOf1CertificationScope
    available_on: datetime.date | Unset = UNSET
    cert_body_model_id: str | Unset = UNSET
    certified_on: datetime.date | Unset = UNSET
    most_efficient: bool | Unset = UNSET
    most_efficient_criteria: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        markets = self.markets



        program = self.program

        publisher_id = self.publisher_id

        scope = self.scope.value

        available_on: str | Unset = UNSET
        if not isinstance(self.available_on, Unset):
            available_on = self.available_on.isoformat()

        cert_body_model_id = self.cert_body_model_id

        certified_on: str | Unset = UNSET
        if not isinstance(self.certified_on, Unset):
            certified_on = self.certified_on.isoformat()

        most_efficient = self.most_efficient

        most_efficient_criteria = self.most_efficient_criteria


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "markets": markets,
            "program": program,
            "publisher_id": publisher_id,
            "scope": scope,
        })
        if available_on is not UNSET:
            field_dict["available_on"] = available_on
        if cert_body_model_id is not UNSET:
            field_dict["cert_body_model_id"] = cert_body_model_id
        if certified_on is not UNSET:
            field_dict["certified_on"] = certified_on
        if most_efficient is not UNSET:
            field_dict["most_efficient"] = most_efficient
        if most_efficient_criteria is not UNSET:
            field_dict["most_efficient_criteria"] = most_efficient_criteria

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        markets = cast(list[str], d.pop("markets"))


        program = d.pop("program")

        publisher_id = d.pop("publisher_id")

        scope = ProductSearchResultsItemAllOf1CertificationScope(d.pop("scope"))




        _available_on = d.pop("available_on", UNSET)
        available_on: datetime.date | Unset
        if isinstance(_available_on,  Unset):
            available_on = UNSET
        else:
            available_on = datetime.date.fromisoformat(_available_on)




        cert_body_model_id = d.pop("cert_body_model_id", UNSET)

        _certified_on = d.pop("certified_on", UNSET)
        certified_on: datetime.date | Unset
        if isinstance(_certified_on,  Unset):
            certified_on = UNSET
        else:
            certified_on = datetime.date.fromisoformat(_certified_on)




        most_efficient = d.pop("most_efficient", UNSET)

        most_efficient_criteria = d.pop("most_efficient_criteria", UNSET)

        product_search_results_item_all_of_1_certification = cls(
            markets=markets,
            program=program,
            publisher_id=publisher_id,
            scope=scope,
            available_on=available_on,
            cert_body_model_id=cert_body_model_id,
            certified_on=certified_on,
            most_efficient=most_efficient,
            most_efficient_criteria=most_efficient_criteria,
        )


        product_search_results_item_all_of_1_certification.additional_properties = d
        return product_search_results_item_all_of_1_certification

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
