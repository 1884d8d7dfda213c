from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_search_results_item_all_of_1_confidence import ProductSearchResultsItemAllOf1Confidence
from typing import cast

if TYPE_CHECKING:
  from ..models.product_search_results_item_all_of_1_certification import ProductSearchResultsItemAllOf1Certification
  from ..models.product_search_results_item_all_of_1_source import ProductSearchResultsItemAllOf1Source
  from ..models.product_search_results_item_all_of_1_specs import ProductSearchResultsItemAllOf1Specs





T = TypeVar("T", bound="ProductSearchResultsItemAllOf1")



@_attrs_define
class ProductSearchResultsItemAllOf1:
    """ 
        Attributes:
            brand (str):
            category (str):
            certification (ProductSearchResultsItemAllOf1Certification):
            confidence (ProductSearchResultsItemAllOf1Confidence): `certified`: the record is on a certification program's
                list. `synthetic`: a benchmark record made by `plumbline products synthesize` from a real one (never in a
                deployment's data; see docs/products.md).
            model_number (str):
            name (str):
            product_id (str):
            source (ProductSearchResultsItemAllOf1Source):
            specs (ProductSearchResultsItemAllOf1Specs): Spec values by field; the key carries the unit (afue_pct,
                u_factor_btu_per_hr_sqft_f, input_rate_btu_per_hr …), and a quantity has one unit whatever the export used:
                rates and capacities in Btu/h (kBtu/h exports ×1000), efficiencies in % where the key ends in _pct (fractions
                ×100), electric power in W. Numbers are JSON numbers; text has one form per value (a multi-valued field such as
                fuel_type is its values sorted and joined by ", ": "Natural Gas, Propane"; refrigerants as R-32, R-410A); a
                field the record lacks is absent.
            subcategory (str):
     """

    brand: str
    category: str
    certification: ProductSearchResultsItemAllOf1Certification
    confidence: ProductSearchResultsItemAllOf1Confidence
    model_number: str
    name: str
    product_id: str
    source: ProductSearchResultsItemAllOf1Source
    specs: ProductSearchResultsItemAllOf1Specs
    subcategory: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_search_results_item_all_of_1_certification import ProductSearchResultsItemAllOf1Certification
        from ..models.product_search_results_item_all_of_1_source import ProductSearchResultsItemAllOf1Source
        from ..models.product_search_results_item_all_of_1_specs import ProductSearchResultsItemAllOf1Specs
        brand = self.brand

        category = self.category

        certification = self.certification.to_dict()

        confidence = self.confidence.value

        model_number = self.model_number

        name = self.name

        product_id = self.product_id

        source = self.source.to_dict()

        specs = self.specs.to_dict()

        subcategory = self.subcategory


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "brand": brand,
            "category": category,
            "certification": certification,
            "confidence": confidence,
            "model_number": model_number,
            "name": name,
            "product_id": product_id,
            "source": source,
            "specs": specs,
            "subcategory": subcategory,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_search_results_item_all_of_1_certification import ProductSearchResultsItemAllOf1Certification
        from ..models.product_search_results_item_all_of_1_source import ProductSearchResultsItemAllOf1Source
        from ..models.product_search_results_item_all_of_1_specs import ProductSearchResultsItemAllOf1Specs
        d = dict(src_dict)
        brand = d.pop("brand")

        category = d.pop("category")

        certification = ProductSearchResultsItemAllOf1Certification.from_dict(d.pop("certification"))




        confidence = ProductSearchResultsItemAllOf1Confidence(d.pop("confidence"))




        model_number = d.pop("model_number")

        name = d.pop("name")

        product_id = d.pop("product_id")

        source = ProductSearchResultsItemAllOf1Source.from_dict(d.pop("source"))




        specs = ProductSearchResultsItemAllOf1Specs.from_dict(d.pop("specs"))




        subcategory = d.pop("subcategory")

        product_search_results_item_all_of_1 = cls(
            brand=brand,
            category=category,
            certification=certification,
            confidence=confidence,
            model_number=model_number,
            name=name,
            product_id=product_id,
            source=source,
            specs=specs,
            subcategory=subcategory,
        )


        product_search_results_item_all_of_1.additional_properties = d
        return product_search_results_item_all_of_1

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
