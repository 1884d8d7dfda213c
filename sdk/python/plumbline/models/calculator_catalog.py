from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_catalog_calculators_item import CalculatorCatalogCalculatorsItem
  from ..models.calculator_catalog_categories_item import CalculatorCatalogCategoriesItem





T = TypeVar("T", bound="CalculatorCatalog")



@_attrs_define
class CalculatorCatalog:
    """ 
        Attributes:
            calculators (list[CalculatorCatalogCalculatorsItem]):
            categories (list[CalculatorCatalogCategoriesItem]):
            total (int):
     """

    calculators: list[CalculatorCatalogCalculatorsItem]
    categories: list[CalculatorCatalogCategoriesItem]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_catalog_calculators_item import CalculatorCatalogCalculatorsItem
        from ..models.calculator_catalog_categories_item import CalculatorCatalogCategoriesItem
        calculators = []
        for calculators_item_data in self.calculators:
            calculators_item = calculators_item_data.to_dict()
            calculators.append(calculators_item)



        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)



        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "calculators": calculators,
            "categories": categories,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_catalog_calculators_item import CalculatorCatalogCalculatorsItem
        from ..models.calculator_catalog_categories_item import CalculatorCatalogCategoriesItem
        d = dict(src_dict)
        calculators = []
        _calculators = d.pop("calculators")
        for calculators_item_data in (_calculators):
            calculators_item = CalculatorCatalogCalculatorsItem.from_dict(calculators_item_data)



            calculators.append(calculators_item)


        categories = []
        _categories = d.pop("categories")
        for categories_item_data in (_categories):
            categories_item = CalculatorCatalogCategoriesItem.from_dict(categories_item_data)



            categories.append(categories_item)


        total = d.pop("total")

        calculator_catalog = cls(
            calculators=calculators,
            categories=categories,
            total=total,
        )


        calculator_catalog.additional_properties = d
        return calculator_catalog

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
