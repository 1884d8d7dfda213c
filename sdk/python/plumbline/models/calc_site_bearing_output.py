from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcSiteBearingOutput")



@_attrs_define
class CalcSiteBearingOutput:
    """ The results of calc_site_bearing and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            allowable_bearing_psf (float): Presumptive allowable vertical foundation pressure, psf.
            code_reference (str): The presumptive load-bearing values section.
            design_width_in (float): The larger of required_width_in and minimum_width_in, inches.
            footing_type (str): continuous (from wall_load_plf) or square (from column_load_lb).
            minimum_width_in (float): Minimum footing width of IBC 1809.4, inches.
            required_area_sqft (float): Bearing area needed: load / allowable pressure (per linear foot for a continuous
                footing), square feet.
            required_width_ft (float): Width needed for bearing (side of a square footing), feet.
            required_width_in (float): Width needed for bearing, inches.
            soil_class_number (int): Row number of the class in IBC Table 1806.2.
            soil_description (str): Class of materials as named in the table.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    allowable_bearing_psf: float
    code_reference: str
    design_width_in: float
    footing_type: str
    minimum_width_in: float
    required_area_sqft: float
    required_width_ft: float
    required_width_in: float
    soil_class_number: int
    soil_description: str
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        allowable_bearing_psf = self.allowable_bearing_psf

        code_reference = self.code_reference

        design_width_in = self.design_width_in

        footing_type = self.footing_type

        minimum_width_in = self.minimum_width_in

        required_area_sqft = self.required_area_sqft

        required_width_ft = self.required_width_ft

        required_width_in = self.required_width_in

        soil_class_number = self.soil_class_number

        soil_description = self.soil_description

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "allowable_bearing_psf": allowable_bearing_psf,
            "code_reference": code_reference,
            "design_width_in": design_width_in,
            "footing_type": footing_type,
            "minimum_width_in": minimum_width_in,
            "required_area_sqft": required_area_sqft,
            "required_width_ft": required_width_ft,
            "required_width_in": required_width_in,
            "soil_class_number": soil_class_number,
            "soil_description": soil_description,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        allowable_bearing_psf = d.pop("allowable_bearing_psf")

        code_reference = d.pop("code_reference")

        design_width_in = d.pop("design_width_in")

        footing_type = d.pop("footing_type")

        minimum_width_in = d.pop("minimum_width_in")

        required_area_sqft = d.pop("required_area_sqft")

        required_width_ft = d.pop("required_width_ft")

        required_width_in = d.pop("required_width_in")

        soil_class_number = d.pop("soil_class_number")

        soil_description = d.pop("soil_description")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_site_bearing_output = cls(
            allowable_bearing_psf=allowable_bearing_psf,
            code_reference=code_reference,
            design_width_in=design_width_in,
            footing_type=footing_type,
            minimum_width_in=minimum_width_in,
            required_area_sqft=required_area_sqft,
            required_width_ft=required_width_ft,
            required_width_in=required_width_in,
            soil_class_number=soil_class_number,
            soil_description=soil_description,
            schemas=schemas,
        )


        calc_site_bearing_output.additional_properties = d
        return calc_site_bearing_output

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
