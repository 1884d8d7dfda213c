from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_confidence import ProductConfidence
from typing import cast

if TYPE_CHECKING:
  from ..models.product_certification import ProductCertification
  from ..models.product_source import ProductSource
  from ..models.product_specs import ProductSpecs





T = TypeVar("T", bound="Product")



@_attrs_define
class Product:
    """ 
        Example:
            {'brand': 'AIREASE', 'category': 'hvac', 'certification': {'available_on': '2011-11-15', 'cert_body_model_id':
                'ES_1102531_A96DS2V090C20-*_08062019233058_6982271', 'certified_on': '2020-03-19', 'markets': ['United States',
                'Canada'], 'most_efficient': False, 'most_efficient_criteria': '2021', 'program': 'ENERGY STAR', 'publisher_id':
                '2344035', 'scope': 'model'}, 'confidence': 'certified', 'dataset_version': '3f2a9c41d07e8b15', 'model_number':
                'A96DS2V090C20-*', 'name': 'AIREASE EL296XV Series', 'product_id': 'es-2344035', 'source': {'file':
                'products/energystar-benchmarking-tool-snapshot-2021/ENERGY_STAR_Certified_Furnaces.csv.gz', 'id': 'energystar-
                benchmarking-tool-snapshot-2021', 'line': 2, 'snapshot': '2021-03-19'}, 'specs': {'afue_pct': 96,
                'certified_region': 'All', 'fuel_type': 'Natural Gas, Propane', 'integrates_hot_water_heating': False,
                'two_way_communication': 'Other/Proprietary'}, 'subcategory': 'furnaces'}

        Attributes:
            brand (str):
            category (str):
            certification (ProductCertification):
            confidence (ProductConfidence): `certified`: the record is on a certification program's list. `synthetic`: a
                benchmark record made by `plumbline products synthesize` from a real one (never in a deployment's data; see
                docs/products.md).
            dataset_version (str): The reference dataset version that answered.
            model_number (str):
            name (str):
            product_id (str):
            source (ProductSource):
            specs (ProductSpecs): Spec values by field; the key carries the unit (afue_pct, u_factor_btu_per_hr_sqft_f,
                input_rate_btu_per_hr …), and a quantity has one unit whatever the export used: rates and capacities in Btu/h
                (kBtu/h exports ×1000), efficiencies in % where the key ends in _pct (fractions ×100), electric power in W.
                Numbers are JSON numbers; text has one form per value (a multi-valued field such as fuel_type is its values
                sorted and joined by ", ": "Natural Gas, Propane"; refrigerants as R-32, R-410A); a field the record lacks is
                absent.
            subcategory (str):
     """

    brand: str
    category: str
    certification: ProductCertification
    confidence: ProductConfidence
    dataset_version: str
    model_number: str
    name: str
    product_id: str
    source: ProductSource
    specs: ProductSpecs
    subcategory: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_certification import ProductCertification
        from ..models.product_source import ProductSource
        from ..models.product_specs import ProductSpecs
        brand = self.brand

        category = self.category

        certification = self.certification.to_dict()

        confidence = self.confidence.value

        dataset_version = self.dataset_version

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
            "dataset_version": dataset_version,
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
        from ..models.product_certification import ProductCertification
        from ..models.product_source import ProductSource
        from ..models.product_specs import ProductSpecs
        d = dict(src_dict)
        brand = d.pop("brand")

        category = d.pop("category")

        certification = ProductCertification.from_dict(d.pop("certification"))




        confidence = ProductConfidence(d.pop("confidence"))




        dataset_version = d.pop("dataset_version")

        model_number = d.pop("model_number")

        name = d.pop("name")

        product_id = d.pop("product_id")

        source = ProductSource.from_dict(d.pop("source"))




        specs = ProductSpecs.from_dict(d.pop("specs"))




        subcategory = d.pop("subcategory")

        product = cls(
            brand=brand,
            category=category,
            certification=certification,
            confidence=confidence,
            dataset_version=dataset_version,
            model_number=model_number,
            name=name,
            product_id=product_id,
            source=source,
            specs=specs,
            subcategory=subcategory,
        )


        product.additional_properties = d
        return product

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
