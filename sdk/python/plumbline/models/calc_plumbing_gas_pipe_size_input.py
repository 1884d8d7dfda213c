from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_plumbing_gas_pipe_size_input_inlet_pressure import CalcPlumbingGasPipeSizeInputInletPressure
from ..models.calc_plumbing_gas_pipe_size_input_material import CalcPlumbingGasPipeSizeInputMaterial
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcPlumbingGasPipeSizeInput")



@_attrs_define
class CalcPlumbingGasPipeSizeInput:
    """ 
        Attributes:
            length_ft (float): Longest length of piping from the point of delivery to the most remote outlet, feet (IRC
                G2413.4.1); fittings' equivalent length included if the designer adds it. Lengths past 200 ft, and those falling
                in the 70, 90, 125 and 175 ft rows, are not carried.
            demand_btuh (float | Unset): Gas demand as appliance input, Btu/h, divided by heating_value_btu_per_cf to get
                cubic feet per hour. Give this or demand_cfh. Default: 0.0.
            demand_cfh (float | Unset): Gas demand of the section, cubic feet per hour. Give this or demand_btuh. Default:
                0.0.
            heating_value_btu_per_cf (float | Unset): Heating value of the gas, Btu per cubic foot, used with demand_btuh
                (1,000 is the usual round figure for natural gas; ask the supplier). Default: 1000.0.
            inlet_pressure (CalcPlumbingGasPipeSizeInputInletPressure | Unset): Gas pressure at the point of delivery. Only
                less than 2 psi is carried; the 2, 3 and 5 psi tables answer 422 not_carried. Default:
                CalcPlumbingGasPipeSizeInputInletPressure.LESS_THAN_2_PSI.
            material (CalcPlumbingGasPipeSizeInputMaterial | Unset): Pipe or tubing. Only Schedule 40 metallic pipe (IFGC
                Table 402.4(2)) is carried; copper tubing, CSST and polyethylene tables answer 422 not_carried. Default:
                CalcPlumbingGasPipeSizeInputMaterial.SCHEDULE_40_METALLIC.
            pressure_drop_in_wc (float | Unset): Allowed pressure drop, inches of water column. Only 0.5 in. w.c. is
                carried; other drops answer 422 not_carried. Default: 0.5.
     """

    length_ft: float
    demand_btuh: float | Unset = 0.0
    demand_cfh: float | Unset = 0.0
    heating_value_btu_per_cf: float | Unset = 1000.0
    inlet_pressure: CalcPlumbingGasPipeSizeInputInletPressure | Unset = CalcPlumbingGasPipeSizeInputInletPressure.LESS_THAN_2_PSI
    material: CalcPlumbingGasPipeSizeInputMaterial | Unset = CalcPlumbingGasPipeSizeInputMaterial.SCHEDULE_40_METALLIC
    pressure_drop_in_wc: float | Unset = 0.5





    def to_dict(self) -> dict[str, Any]:
        length_ft = self.length_ft

        demand_btuh = self.demand_btuh

        demand_cfh = self.demand_cfh

        heating_value_btu_per_cf = self.heating_value_btu_per_cf

        inlet_pressure: str | Unset = UNSET
        if not isinstance(self.inlet_pressure, Unset):
            inlet_pressure = self.inlet_pressure.value


        material: str | Unset = UNSET
        if not isinstance(self.material, Unset):
            material = self.material.value


        pressure_drop_in_wc = self.pressure_drop_in_wc


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "length_ft": length_ft,
        })
        if demand_btuh is not UNSET:
            field_dict["demand_btuh"] = demand_btuh
        if demand_cfh is not UNSET:
            field_dict["demand_cfh"] = demand_cfh
        if heating_value_btu_per_cf is not UNSET:
            field_dict["heating_value_btu_per_cf"] = heating_value_btu_per_cf
        if inlet_pressure is not UNSET:
            field_dict["inlet_pressure"] = inlet_pressure
        if material is not UNSET:
            field_dict["material"] = material
        if pressure_drop_in_wc is not UNSET:
            field_dict["pressure_drop_in_wc"] = pressure_drop_in_wc

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        length_ft = d.pop("length_ft")

        demand_btuh = d.pop("demand_btuh", UNSET)

        demand_cfh = d.pop("demand_cfh", UNSET)

        heating_value_btu_per_cf = d.pop("heating_value_btu_per_cf", UNSET)

        _inlet_pressure = d.pop("inlet_pressure", UNSET)
        inlet_pressure: CalcPlumbingGasPipeSizeInputInletPressure | Unset
        if isinstance(_inlet_pressure,  Unset):
            inlet_pressure = UNSET
        else:
            inlet_pressure = CalcPlumbingGasPipeSizeInputInletPressure(_inlet_pressure)




        _material = d.pop("material", UNSET)
        material: CalcPlumbingGasPipeSizeInputMaterial | Unset
        if isinstance(_material,  Unset):
            material = UNSET
        else:
            material = CalcPlumbingGasPipeSizeInputMaterial(_material)




        pressure_drop_in_wc = d.pop("pressure_drop_in_wc", UNSET)

        calc_plumbing_gas_pipe_size_input = cls(
            length_ft=length_ft,
            demand_btuh=demand_btuh,
            demand_cfh=demand_cfh,
            heating_value_btu_per_cf=heating_value_btu_per_cf,
            inlet_pressure=inlet_pressure,
            material=material,
            pressure_drop_in_wc=pressure_drop_in_wc,
        )

        return calc_plumbing_gas_pipe_size_input

