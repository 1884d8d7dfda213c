from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_category_list_categories_item_fields_item_better import ProductCategoryListCategoriesItemFieldsItemBetter
from ..models.product_category_list_categories_item_fields_item_kind import ProductCategoryListCategoriesItemFieldsItemKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ProductCategoryListCategoriesItemFieldsItem")



@_attrs_define
class ProductCategoryListCategoriesItemFieldsItem:
    """ 
        Attributes:
            field (str):
            kind (ProductCategoryListCategoriesItemFieldsItemKind):
            unit (str): The one unit every value of the field is in ("" for text and booleans).
            better (ProductCategoryListCategoriesItemFieldsItemBetter | Unset):
            multi_valued (bool | Unset): A text field holding several values ("Natural Gas, Propane"): eq and in match a
                record holding any value asked.
            operators (list[str] | Unset): How the field is filtered, `filter[specs.<field>.<op>]=<value>`: numbers gte,
                lte, gt, lt, eq (a decimal number); text eq (one value) and in (values separated by commas), case-insensitive;
                booleans eq (true or false). Every field listed is filterable.
            values (list[str] | Unset): A text field's values in this category (each value of a multi-valued field once),
                when it has few: a filter on another value is a 422 listing them. Absent for free text, which is matched as
                written.
     """

    field: str
    kind: ProductCategoryListCategoriesItemFieldsItemKind
    unit: str
    better: ProductCategoryListCategoriesItemFieldsItemBetter | Unset = UNSET
    multi_valued: bool | Unset = UNSET
    operators: list[str] | Unset = UNSET
    values: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        field = self.field

        kind = self.kind.value

        unit = self.unit

        better: str | Unset = UNSET
        if not isinstance(self.better, Unset):
            better = self.better.value


        multi_valued = self.multi_valued

        operators: list[str] | Unset = UNSET
        if not isinstance(self.operators, Unset):
            operators = self.operators



        values: list[str] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values




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
        if operators is not UNSET:
            field_dict["operators"] = operators
        if values is not UNSET:
            field_dict["values"] = values

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        kind = ProductCategoryListCategoriesItemFieldsItemKind(d.pop("kind"))




        unit = d.pop("unit")

        _better = d.pop("better", UNSET)
        better: ProductCategoryListCategoriesItemFieldsItemBetter | Unset
        if isinstance(_better,  Unset):
            better = UNSET
        else:
            better = ProductCategoryListCategoriesItemFieldsItemBetter(_better)




        multi_valued = d.pop("multi_valued", UNSET)

        operators = cast(list[str], d.pop("operators", UNSET))


        values = cast(list[str], d.pop("values", UNSET))


        product_category_list_categories_item_fields_item = cls(
            field=field,
            kind=kind,
            unit=unit,
            better=better,
            multi_valued=multi_valued,
            operators=operators,
            values=values,
        )


        product_category_list_categories_item_fields_item.additional_properties = d
        return product_category_list_categories_item_fields_item

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
