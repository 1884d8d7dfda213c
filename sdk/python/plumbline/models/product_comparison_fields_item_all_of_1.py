from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_comparison_fields_item_all_of_1_better import ProductComparisonFieldsItemAllOf1Better
from ..models.product_comparison_fields_item_all_of_1_kind import ProductComparisonFieldsItemAllOf1Kind
from ..types import UNSET, Unset






T = TypeVar("T", bound="ProductComparisonFieldsItemAllOf1")



@_attrs_define
class ProductComparisonFieldsItemAllOf1:
    """ 
        Attributes:
            field (str):
            kind (ProductComparisonFieldsItemAllOf1Kind):
            unit (str): The one unit every value of the field is in ("" for text and booleans).
            better (ProductComparisonFieldsItemAllOf1Better | Unset):
            multi_valued (bool | Unset): A text field holding several values ("Natural Gas, Propane"): eq and in match a
                record holding any value asked.
     """

    field: str
    kind: ProductComparisonFieldsItemAllOf1Kind
    unit: str
    better: ProductComparisonFieldsItemAllOf1Better | Unset = UNSET
    multi_valued: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        field = self.field

        kind = self.kind.value

        unit = self.unit

        better: str | Unset = UNSET
        if not isinstance(self.better, Unset):
            better = self.better.value


        multi_valued = self.multi_valued


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "field": field,
            "kind": kind,
            "unit": unit,
        })
        if better is not UNSET:
            field_dict["better"] = better
        if multi_valued is not UNSET:
            field_dict["multi_valued"] = multi_valued

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        kind = ProductComparisonFieldsItemAllOf1Kind(d.pop("kind"))




        unit = d.pop("unit")

        _better = d.pop("better", UNSET)
        better: ProductComparisonFieldsItemAllOf1Better | Unset
        if isinstance(_better,  Unset):
            better = UNSET
        else:
            better = ProductComparisonFieldsItemAllOf1Better(_better)




        multi_valued = d.pop("multi_valued", UNSET)

        product_comparison_fields_item_all_of_1 = cls(
            field=field,
            kind=kind,
            unit=unit,
            better=better,
            multi_valued=multi_valued,
        )


        product_comparison_fields_item_all_of_1.additional_properties = d
        return product_comparison_fields_item_all_of_1

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
