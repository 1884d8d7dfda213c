from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ProductSearchResultsItemAllOf1Specs")



@_attrs_define
class ProductSearchResultsItemAllOf1Specs:
    """ Spec values by field; the key carries the unit (afue_pct, u_factor_btu_per_hr_sqft_f, input_rate_btu_per_hr …), and
    a quantity has one unit whatever the export used: rates and capacities in Btu/h (kBtu/h exports ×1000), efficiencies
    in % where the key ends in _pct (fractions ×100), electric power in W. Numbers are JSON numbers; text has one form
    per value (a multi-valued field such as fuel_type is its values sorted and joined by ", ": "Natural Gas, Propane";
    refrigerants as R-32, R-410A); a field the record lacks is absent.

     """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        product_search_results_item_all_of_1_specs = cls(
        )


        product_search_results_item_all_of_1_specs.additional_properties = d
        return product_search_results_item_all_of_1_specs

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
