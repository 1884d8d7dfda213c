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





T = TypeVar("T", bound="CalcHvacDuctSizeOutput")



@_attrs_define
class CalcHvacDuctSizeOutput:
    """ The results of calc_hvac_duct_size and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            air_density_pcf (float): Air density applied: standard air, lb/ft³.
            code_reference (str): The duct design procedure.
            diameter_in (float): Round duct diameter whose friction loss equals the design friction rate, inches.
            friction_factor (float): Darcy friction factor at diameter_in (Altshul–Tsal).
            nominal_diameter_in (int): diameter_in rounded up to the next whole inch.
            nominal_friction_rate (float): Friction loss of the nominal duct, inches of water per 100 ft.
            nominal_velocity_fpm (float): Air velocity in the nominal duct, ft/min.
            reynolds_number (float): Reynolds number at diameter_in (8.56 D V).
            roughness_ft (float): Absolute roughness applied, feet.
            velocity_fpm (float): Air velocity at diameter_in, ft/min.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    air_density_pcf: float
    code_reference: str
    diameter_in: float
    friction_factor: float
    nominal_diameter_in: int
    nominal_friction_rate: float
    nominal_velocity_fpm: float
    reynolds_number: float
    roughness_ft: float
    velocity_fpm: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        air_density_pcf = self.air_density_pcf

        code_reference = self.code_reference

        diameter_in = self.diameter_in

        friction_factor = self.friction_factor

        nominal_diameter_in = self.nominal_diameter_in

        nominal_friction_rate = self.nominal_friction_rate

        nominal_velocity_fpm = self.nominal_velocity_fpm

        reynolds_number = self.reynolds_number

        roughness_ft = self.roughness_ft

        velocity_fpm = self.velocity_fpm

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "air_density_pcf": air_density_pcf,
            "code_reference": code_reference,
            "diameter_in": diameter_in,
            "friction_factor": friction_factor,
            "nominal_diameter_in": nominal_diameter_in,
            "nominal_friction_rate": nominal_friction_rate,
            "nominal_velocity_fpm": nominal_velocity_fpm,
            "reynolds_number": reynolds_number,
            "roughness_ft": roughness_ft,
            "velocity_fpm": velocity_fpm,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        air_density_pcf = d.pop("air_density_pcf")

        code_reference = d.pop("code_reference")

        diameter_in = d.pop("diameter_in")

        friction_factor = d.pop("friction_factor")

        nominal_diameter_in = d.pop("nominal_diameter_in")

        nominal_friction_rate = d.pop("nominal_friction_rate")

        nominal_velocity_fpm = d.pop("nominal_velocity_fpm")

        reynolds_number = d.pop("reynolds_number")

        roughness_ft = d.pop("roughness_ft")

        velocity_fpm = d.pop("velocity_fpm")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_hvac_duct_size_output = cls(
            air_density_pcf=air_density_pcf,
            code_reference=code_reference,
            diameter_in=diameter_in,
            friction_factor=friction_factor,
            nominal_diameter_in=nominal_diameter_in,
            nominal_friction_rate=nominal_friction_rate,
            nominal_velocity_fpm=nominal_velocity_fpm,
            reynolds_number=reynolds_number,
            roughness_ft=roughness_ft,
            velocity_fpm=velocity_fpm,
            schemas=schemas,
        )


        calc_hvac_duct_size_output.additional_properties = d
        return calc_hvac_duct_size_output

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
